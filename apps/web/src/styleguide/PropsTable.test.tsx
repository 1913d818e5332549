// The props table as a visitor reads it: generated rows (doc comments, whose `code` spans show as code) and rows
// without a default.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropsTable } from './PropsTable';

describe('PropsTable', () => {
  it('shows a doc comment’s backticked names as code and the prose around them as text', () => {
    render(
      <PropsTable
        component="Switch"
        rows={[
          {
            name: 'checked',
            type: 'boolean',
            required: false,
            default: null,
            description: 'On or off, when the page controls the switch (with `onChange`).',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Props of Switch' });
    const row = within(table).getByRole('row', { name: /checked/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.at(-1)).toHaveTextContent('On or off, when the page controls the switch (with onChange).');
    expect(within(cells.at(-1)!).getByText('onChange').tagName).toBe('CODE');
    // No default: a dash, not an empty cell.
    expect(cells[1]).toHaveTextContent('—');
  });

  it('names a hook’s table by its caption, not as props', () => {
    render(
      <PropsTable
        component="useModal"
        caption="What useModal returns"
        rows={[{ name: 'visible', type: 'boolean', required: true, default: null, description: 'Shows.' }]}
      />,
    );
    expect(screen.getByRole('table', { name: 'What useModal returns' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Props of useModal' })).not.toBeInTheDocument();
  });
});
