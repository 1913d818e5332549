import { render, screen } from '@testing-library/react';
import { breakpoints as widths } from '@ds/tokens/tokens';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { breakpoints, Columns } from './Columns';
import type { ColumnCount } from './Columns';

const counts: ColumnCount[] = [1, 2, 3, 4, 5, 6];
const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
/** The media query a breakpoint's counts sit under: none for xs, else from its token width up. */
const from = (breakpoint: keyof typeof widths) =>
  breakpoint === 'xs' ? null : `(min-width: ${widths[breakpoint]}px)`;

describe('Columns', () => {
  it('has one breakpoint for each breakpoint token', () => {
    expect(breakpoints).toEqual(Object.keys(widths));
  });

  it('sets one count for every size from a number, with the default gap', () => {
    render(
      <Columns columns={3} data-testid="grid">
        <div>One</div>
      </Columns>,
    );
    const grid = screen.getByTestId('grid');
    const style = getComputedStyle(grid);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe(track(3));
    expect(style.gap).toBe('var(--space-6)');
    expect(declarationsFor(grid, 'grid-template-columns')).toEqual([{ media: null, value: track(3) }]);
  });

  it('sets a count per breakpoint from an object, without inline styles', () => {
    render(
      <Columns columns={{ xs: 1, md: 2, xl: 3 }} gap={4} data-testid="grid">
        <div>One</div>
      </Columns>,
    );
    const grid = screen.getByTestId('grid');
    expect(getComputedStyle(grid).gridTemplateColumns).toBe(track(1));
    expect(getComputedStyle(grid).gap).toBe('var(--space-4)');
    expect(declarationsFor(grid, 'grid-template-columns')).toEqual([
      { media: null, value: track(1) },
      { media: from('md'), value: track(2) },
      { media: from('xl'), value: track(3) },
    ]);
    expect(grid).not.toHaveAttribute('style');
  });

  it.each(breakpoints.flatMap((breakpoint) => counts.map((count) => [breakpoint, count] as const)))(
    'lays out %s and up in %i columns',
    (breakpoint, count) => {
      render(
        <Columns columns={{ [breakpoint]: count }} data-testid="grid">
          <div>One</div>
        </Columns>,
      );
      expect(declarationsFor(screen.getByTestId('grid'), 'grid-template-columns')).toEqual([
        { media: from(breakpoint), value: track(count) },
      ]);
    },
  );

  it('keeps list semantics when rendered as a list, without bullets or spacing of its own', () => {
    render(
      <Columns as="ul" columns={{ xs: 1, lg: 4 }}>
        <li>Gold</li>
        <li>Silver</li>
      </Columns>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const style = getComputedStyle(list);
    // jsdom computes no list-style from the shorthand, so the declaration is read instead.
    expect(declarationsFor(list, 'list-style').map((d) => d.value)).toEqual(['none']);
    expect(style.margin).toBe('0px');
    expect(style.padding).toBe('0px');
  });

  it('lets its children shrink below their content width', () => {
    render(
      <Columns columns={2}>
        <p>A long word: Supercalifragilistic</p>
      </Columns>,
    );
    expect(getComputedStyle(screen.getByText(/long word/)).minInlineSize).toBe('0px');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Columns as="ul" columns={{ xs: 1, md: 3 }}>
        <li>Hospital</li>
        <li>Extras</li>
        <li>Combined</li>
      </Columns>,
    );
    await expectNoAxeViolations(container);
  });
});
