import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Accordion } from './Accordion';
import { Expander } from './Expander';

const items = [
  { title: 'Hospital', body: 'Cover for stays in hospital.' },
  { title: 'Extras', body: 'Cover for dental, optical and physio.' },
  { title: 'Ambulance', body: 'Cover for emergency transport.' },
];

function Cover({ toggleAll = false }: { toggleAll?: boolean }) {
  return (
    <Accordion toggleAll={toggleAll}>
      {items.map((item) => (
        <Expander key={item.title} title={item.title}>
          {item.body}
        </Expander>
      ))}
    </Accordion>
  );
}

// Expand all changes the elements directly; their toggle events are queued as tasks.
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('Accordion', () => {
  it('lets any number of expanders be open at once', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    await user.click(screen.getByText('Hospital'));
    await user.click(screen.getByText('Extras'));
    expect(screen.getByText(items[0]!.body)).toBeVisible();
    expect(screen.getByText(items[1]!.body)).toBeVisible();
    expect(screen.getByText(items[2]!.body)).not.toBeVisible();
  });

  it('has no Expand all button unless asked', () => {
    render(<Cover />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Expand all opens every expander, then reads Collapse all and closes them', async () => {
    const user = userEvent.setup();
    render(<Cover toggleAll />);
    await user.click(screen.getByText('Extras'));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await settle();
    for (const item of items) expect(screen.getByText(item.body)).toBeVisible();
    const collapse = screen.getByRole('button', { name: 'Collapse all' });
    await user.click(collapse);
    await settle();
    for (const item of items) expect(screen.getByText(item.body)).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Expand all' })).toHaveFocus();
  });

  it('reads Collapse all once the visitor has opened every expander one by one', async () => {
    const user = userEvent.setup();
    render(<Cover toggleAll />);
    for (const item of items) await user.click(screen.getByText(item.title));
    await settle();
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
  });

  it('renders Expand all hidden on the server, as it needs JavaScript to work', () => {
    document.body.innerHTML = renderToString(<Cover toggleAll />);
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand all', hidden: true })).not.toBeVisible();
    document.body.innerHTML = '';
  });

  it('has no axe violations', async () => {
    const { container } = render(<Cover toggleAll />);
    await expectNoAxeViolations(container);
  });
});
