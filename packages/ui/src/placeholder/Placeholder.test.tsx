import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { Placeholder } from './Placeholder';

describe('Placeholder', () => {
  it('shows its name and the size it stands for', () => {
    render(<Placeholder label="Sidebar" detail="1 of 3" data-testid="box" />);
    const box = screen.getByTestId('box');
    expect(box).toHaveTextContent('Sidebar');
    expect(box).toHaveTextContent('1 of 3');
  });

  it('is a dashed box, without inline styles', () => {
    render(<Placeholder label="Main content" data-testid="box" />);
    const box = screen.getByTestId('box');
    // jsdom drops shorthands holding var() from getComputedStyle, so the border is read from the rules.
    expect(declarationsFor(box, 'border').map((d) => d.value)).toEqual([
      '1px dashed var(--color-border-default)',
    ]);
    expect(box).not.toHaveAttribute('style');
  });

  it.each([
    ['sm', 'var(--space-8)'],
    ['md', 'var(--space-10)'],
    ['lg', 'calc(2 * var(--space-10))'],
  ] as const)('is at least the %s height', (height, minBlockSize) => {
    render(<Placeholder label="Hero" height={height} data-testid="box" />);
    expect(getComputedStyle(screen.getByTestId('box')).minBlockSize).toBe(minBlockSize);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Placeholder label="Header" />
        <Placeholder label="Column 1" detail="span 1 of 2" height="lg" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
