import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { breakpoints } from '@ds/tokens/tokens';
import { expectNoAxeViolations } from '../test-utils/axe';
import { stubResizeObserver } from '../test-utils/resize-observer';
import { declarationsFor } from '../test-utils/styles';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

const covers = [
  { id: 'hospital', label: 'Hospital', body: 'Hospital cover pays towards your stay as a private patient.' },
  { id: 'extras', label: 'Extras', body: 'Extras cover pays towards dental, optical and physio.' },
  { id: 'combined', label: 'Combined', body: 'Combined cover puts hospital and extras in one policy.' },
];

function CoverTabs({ disabled = [], ...props }: Omit<TabsProps, 'children'> & { disabled?: string[] }) {
  return (
    <Tabs {...props}>
      <TabList label="Cover types">
        {covers.map((cover) => (
          <Tab key={cover.id} id={cover.id} disabled={disabled.includes(cover.id)}>
            {cover.label}
          </Tab>
        ))}
      </TabList>
      {covers.map((cover) => (
        <TabPanel key={cover.id} id={cover.id}>
          <p>{cover.body}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panelText = () => screen.getByRole('tabpanel').textContent;

describe('Tabs', () => {
  it('names the tab list, selects the first tab and shows its panel, labelled by the tab', () => {
    render(<CoverTabs />);
    expect(screen.getByRole('tablist', { name: 'Cover types' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('Hospital')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Extras')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Hospital' })).toHaveTextContent(covers[0]!.body);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects a tab and shows its panel when it is clicked', async () => {
    const user = userEvent.setup();
    render(<CoverTabs />);
    await user.click(tab('Extras'));
    expect(tab('Extras')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Hospital')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Extras' })).toHaveTextContent(covers[1]!.body);
  });

  it('APG: every tab has aria-controls naming its tabpanel', async () => {
    const user = userEvent.setup();
    render(<CoverTabs />);
    const check = () => {
      for (const element of screen.getAllByRole('tab')) {
        const panel = document.getElementById(element.getAttribute('aria-controls') ?? '');
        expect(panel).toHaveAttribute('role', 'tabpanel');
        expect(panel).toHaveAttribute('aria-labelledby', element.id);
      }
    };
    check();
    await user.click(tab('Combined'));
    check();
  });

  it('APG: only the selected tab’s panel shows; the others are in the DOM, hidden', async () => {
    const user = userEvent.setup();
    render(<CoverTabs />);
    const panelOf = (name: string) => document.getElementById(tab(name).getAttribute('aria-controls') ?? '');
    expect(panelOf('Hospital')).toBeVisible();
    expect(panelOf('Extras')).not.toBeVisible();
    // A hidden panel is an empty shell: its content mounts when its tab is chosen.
    expect(panelOf('Extras')).toBeEmptyDOMElement();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await user.click(tab('Extras'));
    expect(panelOf('Extras')).toBeVisible();
    expect(panelOf('Hospital')).not.toBeVisible();
    expect(screen.getByRole('tabpanel')).toBe(panelOf('Extras'));
  });

  describe('keyboard (APG tabs, automatic activation)', () => {
    it('Tab moves focus to the selected tab, then into the panel', async () => {
      const user = userEvent.setup();
      render(<CoverTabs defaultSelectedId="extras" />);
      await user.tab();
      expect(tab('Extras')).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('tabpanel', { name: 'Extras' })).toHaveFocus();
    });

    it('Tab from a newly selected tab lands in its panel, not in a hidden one', async () => {
      const user = userEvent.setup();
      render(<CoverTabs />);
      await user.tab();
      await user.keyboard('{End}');
      await user.tab();
      expect(screen.getByRole('tabpanel', { name: 'Combined' })).toHaveFocus();
    });

    it('Right Arrow moves focus to the next tab and selects it, wrapping from the last to the first', async () => {
      const user = userEvent.setup();
      render(<CoverTabs />);
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(tab('Extras')).toHaveFocus();
      expect(tab('Extras')).toHaveAttribute('aria-selected', 'true');
      expect(panelText()).toBe(covers[1]!.body);
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(tab('Hospital')).toHaveFocus();
      expect(tab('Hospital')).toHaveAttribute('aria-selected', 'true');
    });

    it('Left Arrow moves focus to the previous tab and selects it, wrapping from the first to the last', async () => {
      const user = userEvent.setup();
      render(<CoverTabs />);
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(tab('Combined')).toHaveFocus();
      expect(tab('Combined')).toHaveAttribute('aria-selected', 'true');
      expect(panelText()).toBe(covers[2]!.body);
      await user.keyboard('{ArrowLeft}');
      expect(tab('Extras')).toHaveFocus();
    });

    it('Home and End select the first and the last tab', async () => {
      const user = userEvent.setup();
      render(<CoverTabs defaultSelectedId="extras" />);
      await user.tab();
      await user.keyboard('{End}');
      expect(tab('Combined')).toHaveFocus();
      expect(tab('Combined')).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(tab('Hospital')).toHaveFocus();
      expect(tab('Hospital')).toHaveAttribute('aria-selected', 'true');
    });

    it('arrow keys skip a disabled tab, and clicking it selects nothing', async () => {
      const user = userEvent.setup();
      render(<CoverTabs disabled={['extras']} />);
      expect(tab('Extras')).toHaveAttribute('aria-disabled', 'true');
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(tab('Combined')).toHaveFocus();
      expect(tab('Combined')).toHaveAttribute('aria-selected', 'true');
      await user.click(tab('Extras'));
      expect(tab('Extras')).toHaveAttribute('aria-selected', 'false');
      expect(tab('Combined')).toHaveAttribute('aria-selected', 'true');
    });
  });

  it('scrolls the tab list so a newly selected tab is fully in view', async () => {
    const user = userEvent.setup();
    render(<CoverTabs />);
    // jsdom does no layout: lay the three tabs out 200px wide in a 300px list that scrolls sideways, and fire
    // scroll events as a browser does.
    const list = screen.getByRole('tablist');
    let scrollLeft = 0;
    Object.defineProperties(list, {
      scrollWidth: { value: 600 },
      clientWidth: { value: 300 },
      scrollLeft: {
        get: () => scrollLeft,
        set: (value: number) => {
          scrollLeft = value;
          list.dispatchEvent(new Event('scroll'));
        },
      },
    });
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, width: 300, height: 48 });
    screen.getAllByRole('tab').forEach((element, index) => {
      element.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: index * 200 - scrollLeft, width: 200, height: 48 });
    });
    await user.click(tab('Extras'));
    await waitFor(() => expect(list.scrollLeft).toBe(100));
    await user.keyboard('{End}');
    await waitFor(() => expect(list.scrollLeft).toBe(300));
    await user.keyboard('{Home}');
    await waitFor(() => expect(list.scrollLeft).toBe(0));
  });

  it('reports selection by id and follows the selected id its parent controls', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    function Controlled() {
      const [selected, setSelected] = useState('combined');
      return (
        <>
          <CoverTabs
            selectedId={selected}
            onSelectionChange={(id) => {
              onSelectionChange(id);
              setSelected(id);
            }}
          />
          <button type="button" onClick={() => setSelected('hospital')}>
            Show hospital
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(tab('Combined')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Extras'));
    expect(onSelectionChange).toHaveBeenLastCalledWith('extras');
    expect(tab('Extras')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Show hospital' }));
    expect(tab('Hospital')).toHaveAttribute('aria-selected', 'true');
    expect(panelText()).toBe(covers[0]!.body);
  });

  it('keeps a controlled selection when the parent does not update it', async () => {
    const user = userEvent.setup();
    render(<CoverTabs selectedId="hospital" />);
    await user.click(tab('Extras'));
    expect(tab('Hospital')).toHaveAttribute('aria-selected', 'true');
  });

  it('can be named by a visible heading instead of a label', () => {
    render(
      <>
        <h2 id="plans-heading">Our plans</h2>
        <Tabs>
          <TabList labelledBy="plans-heading">
            <Tab id="gold">Gold</Tab>
          </TabList>
          <TabPanel id="gold">Top cover.</TabPanel>
        </Tabs>
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Our plans' })).toBeInTheDocument();
  });

  describe('long labels', () => {
    const longLabel = 'Hospital cover with a private room, theatre fees and accommodation for a parent';

    it('keep the whole label as the accessible name of the tab and of its panel', () => {
      render(
        <Tabs>
          <TabList label="Cover details">
            <Tab id="long">{longLabel}</Tab>
            <Tab id="short">Extras</Tab>
          </TabList>
          <TabPanel id="long">Details.</TabPanel>
          <TabPanel id="short">Extras details.</TabPanel>
        </Tabs>,
      );
      expect(screen.getByRole('tab', { name: longLabel })).toBeInTheDocument();
      expect(screen.getByRole('tabpanel', { name: longLabel })).toBeInTheDocument();
    });

    it('are cut to one line with an ellipsis at 16em, and 24em from the xl breakpoint', () => {
      render(
        <Tabs>
          <TabList label="Cover details">
            <Tab id="long">{longLabel}</Tab>
          </TabList>
          <TabPanel id="long">Details.</TabPanel>
        </Tabs>,
      );
      const label = screen.getByText(longLabel);
      const style = getComputedStyle(label);
      expect(style.textOverflow).toBe('ellipsis');
      expect(style.whiteSpace).toBe('nowrap');
      expect(style.overflow).toBe('hidden');
      expect(declarationsFor(label, 'max-inline-size')).toEqual([
        { media: null, value: 'var(--tabs-label-max-width-md)' },
        { media: `(min-width: ${breakpoints.xl}px)`, value: 'var(--tabs-label-max-width-xl)' },
        { media: 'print', value: 'none' },
      ]);
    });
    describe('when the browser measures them', () => {
      let resize: () => void;
      beforeEach(() => {
        ({ resize } = stubResizeObserver());
      });
      afterEach(() => {
        vi.unstubAllGlobals();
      });

      it('show the whole label as a tooltip on a cut label only, without changing the tab name', () => {
        render(
          <Tabs>
            <TabList label="Cover details">
              <Tab id="long">{longLabel}</Tab>
              <Tab id="short">Extras</Tab>
            </TabList>
            <TabPanel id="long">Details.</TabPanel>
            <TabPanel id="short">Extras details.</TabPanel>
          </Tabs>,
        );
        const cut = screen.getByText(longLabel);
        Object.defineProperties(cut, { scrollWidth: { value: 600 }, clientWidth: { value: 256 } });
        const whole = screen.getByText('Extras');
        Object.defineProperties(whole, { scrollWidth: { value: 60 }, clientWidth: { value: 60 } });
        resize();
        expect(cut).toHaveAttribute('title', longLabel);
        expect(whole).not.toHaveAttribute('title');
        expect(screen.getByRole('tab', { name: longLabel })).not.toHaveAccessibleDescription();
      });
    });
  });

  it('renders the tabs and every panel on the server, only the first one shown and filled, with no inline style attributes', () => {
    const html = renderToString(<CoverTabs />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-label="Cover types"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    // The site's Content-Security-Policy (style-src 'self') blocks style attributes in server HTML.
    expect(html).not.toMatch(/\sstyle=/);
    document.body.innerHTML = html;
    expect(screen.getByRole('tabpanel')).toHaveTextContent(covers[0]!.body);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(html).not.toContain(covers[1]!.body);
    for (const element of screen.getAllByRole('tab')) {
      expect(document.getElementById(element.getAttribute('aria-controls') ?? '')).toHaveAttribute(
        'role',
        'tabpanel',
      );
    }
    document.body.innerHTML = '';
  });

  it('selects the first enabled tab when the first is disabled, on the server and in the browser', () => {
    const html = renderToString(<CoverTabs disabled={['hospital']} />);
    expect(html).toContain(covers[1]!.body);
    expect(html).not.toContain(covers[0]!.body);
    render(<CoverTabs disabled={['hospital']} />);
    expect(tab('Extras')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Extras' })).toHaveTextContent(covers[1]!.body);
  });

  it('puts no tab in the tab order in server HTML, as the arrow keys need script, and the selected one once hydrated', () => {
    const html = renderToString(<CoverTabs />);
    expect(html).not.toContain('tabindex');
    render(<CoverTabs />);
    expect(tab('Hospital')).toHaveAttribute('tabindex', '0');
    expect(tab('Extras')).toHaveAttribute('tabindex', '-1');
  });

  it('APG: a panel with a tab stop inside is not one itself, and becomes one when its content has none', async () => {
    const user = userEvent.setup();
    function Plans() {
      const [withLink, setWithLink] = useState(true);
      return (
        <Tabs>
          <TabList label="Plans">
            <Tab id="gold">Gold</Tab>
          </TabList>
          <TabPanel id="gold">
            {withLink ? <a href="#gold-details">Gold details</a> : <p>Details to come.</p>}
            <button type="button" tabIndex={-1} onClick={() => setWithLink(false)}>
              Hide the link
            </button>
          </TabPanel>
        </Tabs>
      );
    }
    render(<Plans />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Gold details' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
    await user.click(screen.getByRole('button', { name: 'Hide the link' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0'));
  });

  it('Space and Enter on a tab select it and do not scroll the page', async () => {
    const onSelectionChange = vi.fn();
    render(<CoverTabs selectedId="hospital" onSelectionChange={onSelectionChange} />);
    // Not the browser's default for Space on the page: scrolling it down a screen.
    expect(fireEvent.keyDown(tab('Extras'), { key: ' ' })).toBe(false);
    expect(onSelectionChange).toHaveBeenLastCalledWith('extras');
    expect(fireEvent.keyDown(tab('Combined'), { key: 'Enter' })).toBe(false);
    expect(onSelectionChange).toHaveBeenLastCalledWith('combined');
  });

  it('prints every tab: the row wraps and labels are not cut', () => {
    render(<CoverTabs />);
    expect(declarationsFor(screen.getByRole('tablist'), 'flex-wrap')).toEqual([
      { media: 'print', value: 'wrap' },
    ]);
    expect(declarationsFor(screen.getByText('Hospital'), 'white-space')).toContainEqual({
      media: 'print',
      value: 'normal',
    });
  });

  it('in forced colours, a disabled tab is grey with no underline, unlike the selected one', () => {
    render(<CoverTabs disabled={['extras']} />);
    expect(declarationsFor(tab('Extras'), 'color')).toContainEqual({
      media: '(forced-colors: active)',
      value: 'graytext',
    });
    expect(declarationsFor(tab('Extras'), 'border-block-end-color').at(-1)).toEqual({
      media: '(forced-colors: active)',
      value: 'canvas',
    });
  });

  it('leaves arrow keys with a modifier to the browser', async () => {
    const user = userEvent.setup();
    render(<CoverTabs />);
    await user.tab();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(tab('Hospital')).toHaveFocus();
    expect(tab('Hospital')).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations, with a disabled tab too', async () => {
    const { container } = render(<CoverTabs disabled={['combined']} />);
    await expectNoAxeViolations(container);
  });
});
