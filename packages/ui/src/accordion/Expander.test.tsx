import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Expander } from './Expander';

// jsdom gives <summary> no role (Chromium exposes it as an expandable button; the e2e spec checks that), so
// the tests find the toggle by its title.
function summaryOf(title: string): HTMLElement {
  const summary = screen.getByText(title).closest('summary');
  if (!summary) throw new Error(`no summary titled ${title}`);
  return summary;
}

function expanderOf(title: string): HTMLDetailsElement {
  return summaryOf(title).parentElement as HTMLDetailsElement;
}

function chevronOf(title: string): Element {
  const chevron = summaryOf(title).querySelector('svg');
  if (!chevron) throw new Error('no chevron');
  return chevron;
}

const question = 'What is a waiting period?';
const answer = 'The time you wait before you can claim.';

describe('Expander', () => {
  it('starts collapsed with its content hidden', () => {
    render(<Expander title={question}>{answer}</Expander>);
    expect(expanderOf(question)).not.toHaveAttribute('open');
    expect(expanderOf(question)).toHaveAttribute('data-state', 'closed');
    expect(screen.getByText(answer)).not.toBeVisible();
  });

  it('toggles when the title is clicked', async () => {
    const user = userEvent.setup();
    render(<Expander title={question}>{answer}</Expander>);
    await user.click(summaryOf(question));
    expect(expanderOf(question)).toHaveAttribute('open');
    expect(screen.getByText(answer)).toBeVisible();
    await user.click(summaryOf(question));
    expect(expanderOf(question)).not.toHaveAttribute('open');
    expect(screen.getByText(answer)).not.toBeVisible();
  });

  it('when focus is on the summary, Enter toggles it (APG accordion)', async () => {
    const user = userEvent.setup();
    render(<Expander title={question}>{answer}</Expander>);
    await user.tab();
    expect(summaryOf(question)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanderOf(question)).toHaveAttribute('data-state', 'open');
    expect(screen.getByText(answer)).toBeVisible();
    await user.keyboard('{Enter}');
    expect(expanderOf(question)).toHaveAttribute('data-state', 'closed');
    expect(summaryOf(question)).toHaveFocus();
  });

  it('when focus is on the summary, Space toggles it (APG accordion)', async () => {
    const user = userEvent.setup();
    render(<Expander title={question}>{answer}</Expander>);
    await user.tab();
    await user.keyboard(' ');
    expect(expanderOf(question)).toHaveAttribute('data-state', 'open');
    expect(screen.getByText(answer)).toBeVisible();
    await user.keyboard(' ');
    expect(expanderOf(question)).toHaveAttribute('data-state', 'closed');
    expect(summaryOf(question)).toHaveFocus();
  });

  it('turns the chevron 180 degrees while open', async () => {
    const user = userEvent.setup();
    render(<Expander title={question}>{answer}</Expander>);
    expect(getComputedStyle(chevronOf(question)).transform).not.toContain('rotate');
    await user.click(summaryOf(question));
    expect(expanderOf(question)).toHaveAttribute('data-state', 'open');
    expect(getComputedStyle(chevronOf(question)).transform).toBe('rotate(180deg)');
    expect(chevronOf(question)).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts open with defaultExpanded and reports changes while holding its own state', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Expander title={question} defaultExpanded onExpandedChange={onExpandedChange}>
        {answer}
      </Expander>,
    );
    expect(screen.getByText(answer)).toBeVisible();
    await user.click(summaryOf(question));
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    expect(screen.getByText(answer)).not.toBeVisible();
  });

  it('when controlled, shows what the parent says and asks the parent to change it', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <Expander title={question} expanded={false} onExpandedChange={onExpandedChange}>
        {answer}
      </Expander>,
    );
    await user.click(summaryOf(question));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    // The parent did not follow, so it stays closed.
    expect(expanderOf(question)).not.toHaveAttribute('open');
    expect(screen.getByText(answer)).not.toBeVisible();
    rerender(
      <Expander title={question} expanded onExpandedChange={onExpandedChange}>
        {answer}
      </Expander>,
    );
    expect(screen.getByText(answer)).toBeVisible();
    expect(expanderOf(question)).toHaveAttribute('data-state', 'open');
  });

  it('when controlled by a parent that follows, opens and closes from the parent too', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide the answer' : 'Show the answer'}
          </button>
          <Expander title={question} expanded={open} onExpandedChange={setOpen}>
            {answer}
          </Expander>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(screen.getByText(answer)).toBeVisible();
    await user.click(summaryOf(question));
    expect(screen.getByText(answer)).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the answer' })).toBeInTheDocument();
  });

  it('takes on a change made to the element itself, such as a find-in-page match opening it', async () => {
    const onExpandedChange = vi.fn();
    render(
      <Expander title={question} onExpandedChange={onExpandedChange}>
        {answer}
      </Expander>,
    );
    await act(async () => {
      expanderOf(question).open = true;
      // The toggle event is queued as a task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(expanderOf(question)).toHaveAttribute('data-state', 'open');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('puts the title in a heading of the level asked for', () => {
    render(
      <Expander title={question} headingLevel={3}>
        {answer}
      </Expander>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: question });
    expect(heading.closest('summary')).not.toBeNull();
  });

  it('with staticFrom, shows a single title on a phone: the one in the summary', () => {
    render(
      <Expander title="Help" headingLevel={2} staticFrom="md">
        <a href="/help/contact-us">Contact us</a>
      </Expander>,
    );
    const headings = screen.getAllByRole('heading', { name: 'Help' });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.closest('summary')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' })).not.toBeVisible();
  });

  it('with staticTitle, names the static heading differently from the toggle', () => {
    render(
      <Expander title="Show cover details" staticTitle="Cover details" headingLevel={3} staticFrom="xxl">
        <p>Hospital services</p>
      </Expander>,
    );
    const staticHeading = document.querySelector('h3:not(summary h3)');
    expect(staticHeading).toHaveTextContent('Cover details');
    expect(screen.getByRole('heading', { name: 'Show cover details' }).closest('summary')).not.toBeNull();
  });

  it('renders on the server collapsed, with no inline style (the CSP forbids it)', () => {
    const html = renderToString(<Expander title={question}>{answer}</Expander>);
    expect(html).not.toContain('style=');
    document.body.innerHTML = html;
    const details = document.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details).toHaveAttribute('data-state', 'closed');
    expect(screen.getByText(answer)).not.toBeVisible();
    expect(summaryOf(question)).toBeInTheDocument();
    document.body.innerHTML = '';
  });

  it('renders on the server expanded when it starts open', () => {
    document.body.innerHTML = renderToString(
      <Expander title={question} defaultExpanded>
        {answer}
      </Expander>,
    );
    expect(document.querySelector('details')?.open).toBe(true);
    expect(screen.getByText(answer)).toBeVisible();
    document.body.innerHTML = '';
  });

  it('keeps a toggle made before hydration and reports it once hydrated', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onExpandedChange = vi.fn();
    const element = (
      <Expander title={question} onExpandedChange={onExpandedChange}>
        {answer}
      </Expander>
    );
    container.innerHTML = renderToString(element);
    // The browser opens a <details> on its own before any script runs; its toggle event goes unheard.
    container.querySelector('details')!.open = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(expanderOf(question)).toHaveAttribute('data-state', 'open');
    expect(screen.getByText(answer)).toBeVisible();
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    act(() => root?.unmount());
    container.remove();
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <div>
        <Expander title={question}>{answer}</Expander>
        <Expander title="Hospital cover" headingLevel={3} defaultExpanded>
          <a href="/health-insurance/hospital">Compare hospital covers</a>
        </Expander>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
