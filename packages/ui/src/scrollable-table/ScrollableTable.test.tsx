import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { stubResizeObserver } from '../test-utils/resize-observer';
import { defaultScrollableTableMessages } from './messages';
import { ScrollableTable } from './ScrollableTable';

const hint = defaultScrollableTableMessages.hint;

function LimitsTable() {
  return (
    <table>
      <caption id="limits-caption">Annual limits by service</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Gold</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">General dental</th>
          <td>$1,200</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Gives the scroll box a content width and a box width, as a browser's layout would, then reports a resize. */
function layOut(resize: () => void, { content, box }: { content: number; box: number }) {
  const scroller = screen.getByRole('table').parentElement!;
  Object.defineProperties(scroller, {
    scrollWidth: { value: content, configurable: true },
    clientWidth: { value: box, configurable: true },
  });
  resize();
}

describe('ScrollableTable', () => {
  let resize: () => void;
  beforeEach(() => {
    ({ resize } = stubResizeObserver());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('when the table is wider than its box', () => {
    it('is a region named by its label and described by the visible hint', () => {
      render(
        <ScrollableTable label="Annual limits">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 900, box: 343 });
      const region = screen.getByRole('region', { name: 'Annual limits' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(screen.getByText(hint)).toBeVisible();
      expect(region).toHaveAccessibleDescription(hint);
    });

    it('can be named by the table caption', () => {
      render(
        <ScrollableTable labelledBy="limits-caption">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 900, box: 343 });
      expect(screen.getByRole('region', { name: 'Annual limits by service' })).toBeInTheDocument();
    });

    it('is reached with Tab, so the arrow keys can scroll it', async () => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Before</button>
          <ScrollableTable label="Annual limits">
            <LimitsTable />
          </ScrollableTable>
        </>,
      );
      layOut(resize, { content: 900, box: 343 });
      await user.tab();
      await user.tab();
      expect(screen.getByRole('region', { name: 'Annual limits' })).toHaveFocus();
    });

    it('takes a hint in other words', () => {
      render(
        <ScrollableTable label="Annual limits" hint="Swipe to see every tier">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 900, box: 343 });
      expect(screen.getByRole('region', { name: 'Annual limits' })).toHaveAccessibleDescription(
        'Swipe to see every tier',
      );
    });

    it('says its default hint from the messages given, and a table’s own hint over both', () => {
      const { rerender } = render(
        <ScrollableTable label="Annual limits" messages={{ hint: 'Slide across for more' }}>
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 900, box: 343 });
      expect(screen.getByText('Slide across for more')).toBeVisible();
      expect(screen.getByRole('region', { name: 'Annual limits' })).toHaveAccessibleDescription(
        'Slide across for more',
      );
      rerender(
        <ScrollableTable
          label="Annual limits"
          hint="Swipe to see every tier"
          messages={{ hint: 'Slide across' }}
        >
          <LimitsTable />
        </ScrollableTable>,
      );
      expect(screen.getByRole('region', { name: 'Annual limits' })).toHaveAccessibleDescription(
        'Swipe to see every tier',
      );
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <ScrollableTable labelledBy="limits-caption">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 900, box: 343 });
      await expectNoAxeViolations(container);
    });
  });

  describe('when the table fits', () => {
    it('is neither a region nor a tab stop, and shows no hint', async () => {
      const user = userEvent.setup();
      render(
        <ScrollableTable label="Annual limits">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 600, box: 600 });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
      await user.tab();
      expect(document.body).toHaveFocus();
    });

    it('is no tab stop from its first paint, before the first resize report (a Tab pressed as it mounts)', async () => {
      const user = userEvent.setup();
      render(
        <ScrollableTable label="Annual limits">
          <LimitsTable />
        </ScrollableTable>,
      );
      // No layOut and no resize report: jsdom's box and content are both 0 wide, so the table fits.
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      await user.tab();
      expect(document.body).toHaveFocus();
    });

    it('shows the hint again when a resize makes the table overflow, and hides it when it fits again', () => {
      render(
        <ScrollableTable label="Annual limits">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 600, box: 600 });
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
      layOut(resize, { content: 600, box: 343 });
      expect(screen.getByText(hint)).toBeVisible();
      layOut(resize, { content: 600, box: 700 });
      expect(screen.queryByText(hint)).not.toBeInTheDocument();
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <ScrollableTable label="Annual limits">
          <LimitsTable />
        </ScrollableTable>,
      );
      layOut(resize, { content: 600, box: 600 });
      await expectNoAxeViolations(container);
    });
  });

  it('before it is measured (server HTML) is a named, focusable region with no hint and no style attribute', () => {
    const html = renderToString(
      <ScrollableTable label="Annual limits">
        <LimitsTable />
      </ScrollableTable>,
    );
    // A named <section> is a region.
    expect(html).toMatch(/<section[^>]* aria-label="Annual limits"[^>]* tabindex="0"/);
    expect(html).not.toContain(hint);
    expect(html).not.toMatch(/\sstyle=/);
  });
});
