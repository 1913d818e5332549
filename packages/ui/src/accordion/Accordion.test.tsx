import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Accordion } from './Accordion';
import type { AccordionProps } from './Accordion';
import { AccordionItem } from './AccordionItem';

const items = [
  { title: 'Hospital', body: 'Cover for stays in hospital.' },
  { title: 'Extras', body: 'Cover for dental, optical and physio.' },
  { title: 'Ambulance', body: 'Cover for emergency transport.' },
];

function Cover(props: Omit<AccordionProps, 'children'>) {
  return (
    <Accordion {...props}>
      {items.map((item) => (
        <AccordionItem key={item.title} title={item.title}>
          {item.body}
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

// Expand all's state follows the buttons through a MutationObserver, whose callbacks run as microtasks.
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('Accordion', () => {
  it('APG: each accordion header is a heading of the given level containing a button', () => {
    render(<Cover headingLevel={4} />);
    const headings = screen.getAllByRole('heading', { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Hospital', 'Extras', 'Ambulance']);
    for (const heading of headings) {
      // The button is the heading's only content, so the heading is named by the title too.
      expect(heading.children).toHaveLength(1);
      expect(within(heading).getByRole('button')).toHaveAccessibleName(heading.textContent ?? '');
    }
  });

  it('APG: the headers are level 3 headings unless the page asks for another level', () => {
    render(<Cover />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('APG: the button has aria-expanded and aria-controls its panel', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    const hospital = button('Hospital');
    expect(hospital).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(hospital.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(items[0]!.body);
    expect(panel).not.toBeVisible();
    await user.click(hospital);
    expect(hospital).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
  });

  it('APG: each panel is a region labelled by its header button, while there are six items or fewer', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    for (const item of items) {
      const panel = document.getElementById(button(item.title).getAttribute('aria-controls') ?? '');
      // A <section> with a name is a region (html-validate prefers it to role="region").
      expect(panel?.tagName).toBe('SECTION');
      expect(panel).toHaveAttribute('aria-labelledby', button(item.title).id);
    }
    await user.click(button('Extras'));
    expect(screen.getByRole('region', { name: 'Extras' })).toHaveTextContent(items[1]!.body);
  });

  it('APG: with more than six items the panels are not regions, so landmarks do not pile up', () => {
    render(
      <Accordion>
        {['1', '2', '3', '4', '5', '6', '7'].map((n) => (
          <AccordionItem key={n} title={`Question ${n}`} defaultExpanded>
            Answer {n}
          </AccordionItem>
        ))}
      </Accordion>,
    );
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getByText('Answer 7')).toBeVisible();
  });

  it('APG: Enter and Space on a header button toggle its panel, and focus stays on the button', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    await user.tab();
    expect(button('Hospital')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Hospital')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(items[0]!.body)).toBeVisible();
    await user.keyboard(' ');
    expect(button('Hospital')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(items[0]!.body)).not.toBeVisible();
    expect(button('Hospital')).toHaveFocus();
  });

  it('APG: Tab moves from one header button to the next while their panels are closed', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    await user.tab();
    await user.tab();
    expect(button('Extras')).toHaveFocus();
  });

  it('lets any number of items be open at once', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    await user.click(button('Hospital'));
    await user.click(button('Extras'));
    expect(screen.getByText(items[0]!.body)).toBeVisible();
    expect(screen.getByText(items[1]!.body)).toBeVisible();
    expect(screen.getByText(items[2]!.body)).not.toBeVisible();
  });

  it('keeps a closed panel findable: hidden until found, and a find-in-page match (beforematch) opens it', () => {
    const onExpandedChange = vi.fn();
    render(
      <Accordion>
        <AccordionItem title="Hospital" onExpandedChange={onExpandedChange}>
          {items[0]!.body}
        </AccordionItem>
      </Accordion>,
    );
    const panel = screen.getByText(items[0]!.body).parentElement!;
    expect(panel).toHaveAttribute('hidden', 'until-found');
    // The browser removes hidden itself, then fires beforematch at the panel.
    act(() => {
      panel.removeAttribute('hidden');
      fireEvent(panel, new Event('beforematch', { bubbles: true }));
    });
    expect(button('Hospital')).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByText(items[0]!.body)).toBeVisible();
  });

  it('is findable again once closed after a find', async () => {
    const user = userEvent.setup();
    render(<Cover />);
    await user.click(button('Extras'));
    await user.click(button('Extras'));
    expect(screen.getByText(items[1]!.body).parentElement).toHaveAttribute('hidden', 'until-found');
  });

  it('starts open with defaultExpanded, and follows its parent when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide the answer' : 'Show the answer'}
          </button>
          <Accordion>
            <AccordionItem title="Can I pause my cover?" expanded={open} onExpandedChange={setOpen}>
              Yes, while you travel.
            </AccordionItem>
            <AccordionItem title="How do I claim?" defaultExpanded>
              In the app.
            </AccordionItem>
          </Accordion>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('In the app.')).toBeVisible();
    await user.click(button('Show the answer'));
    expect(button('Can I pause my cover?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Can I pause my cover?'));
    expect(screen.getByText('Yes, while you travel.')).not.toBeVisible();
    expect(button('Show the answer')).toBeInTheDocument();
  });

  it('stays as its parent says when controlled and the parent does not follow', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Accordion>
        <AccordionItem title="Hospital" expanded={false} onExpandedChange={onExpandedChange}>
          {items[0]!.body}
        </AccordionItem>
      </Accordion>,
    );
    await user.click(button('Hospital'));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(button('Hospital')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(items[0]!.body)).not.toBeVisible();
  });

  it('has no Expand all button unless asked', () => {
    render(<Cover />);
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
  });

  it('Expand all opens every item, then reads Collapse all and closes them', async () => {
    const user = userEvent.setup();
    render(<Cover toggleAll />);
    await user.click(button('Extras'));
    await user.click(button('Expand all'));
    await settle();
    for (const item of items) expect(screen.getByText(item.body)).toBeVisible();
    await user.click(button('Collapse all'));
    await settle();
    for (const item of items) expect(screen.getByText(item.body)).not.toBeVisible();
    expect(button('Expand all')).toHaveFocus();
  });

  it('reads Collapse all once the visitor has opened every item one by one', async () => {
    const user = userEvent.setup();
    render(<Cover toggleAll />);
    for (const item of items) await user.click(button(item.title));
    await settle();
    expect(button('Collapse all')).toBeInTheDocument();
  });

  it('words its toggle-all button as its messages give', async () => {
    const user = userEvent.setup();
    render(
      <Cover toggleAll messages={{ expandAll: 'Open every section', collapseAll: 'Close every section' }} />,
    );
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
    await user.click(button('Open every section'));
    await settle();
    expect(button('Close every section')).toHaveFocus();
  });

  it('renders on the server with closed panels hidden, Expand all hidden, and no inline style', () => {
    const html = renderToString(<Cover toggleAll headingLevel={2} />);
    // The site's Content-Security-Policy (style-src 'self') blocks style attributes in server HTML.
    expect(html).not.toMatch(/\sstyle=/);
    document.body.innerHTML = html;
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(button('Hospital')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(items[0]!.body)).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand all', hidden: true })).not.toBeVisible();
    document.body.innerHTML = '';
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <Accordion toggleAll>
        <AccordionItem title="Hospital">{items[0]!.body}</AccordionItem>
        <AccordionItem title="Extras" defaultExpanded>
          <a href="/extras">Compare extras covers</a>
        </AccordionItem>
      </Accordion>,
    );
    await expectNoAxeViolations(container);
  });
});
