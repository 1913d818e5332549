import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { breakpoints, Columns } from './Columns';

const minWidths = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1440 } as const;

describe('Columns', () => {
  it('sets one count for every size from a number', () => {
    render(
      <Columns columns={3} data-testid="grid">
        <div>One</div>
      </Columns>,
    );
    expect(screen.getByTestId('grid')).toHaveClass('columns', 'xs-3', 'gap-6');
  });

  it('sets a count per breakpoint from an object, without inline styles', () => {
    render(
      <Columns columns={{ xs: 1, md: 2, xl: 3 }} gap={4} data-testid="grid">
        <div>One</div>
      </Columns>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass('xs-1', 'md-2', 'xl-3', 'gap-4');
    expect(grid.className).not.toMatch(/\b(sm|lg|xxl)-\d/);
    expect(grid).not.toHaveAttribute('style');
  });

  it('keeps list semantics when rendered as a list', () => {
    render(
      <Columns as="ul" columns={{ xs: 1, lg: 4 }}>
        <li>Gold</li>
        <li>Silver</li>
      </Columns>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has a CSS rule for every count at every breakpoint, in breakpoint order', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'Columns.module.css');
    const css = readFileSync(file, 'utf8');
    const mediaBlocks = [...css.matchAll(/@media \(min-width: (\d+)px\) \{([\s\S]*?)\n\}/g)];
    const topLevel = css.replace(/@media[\s\S]*?\n\}/g, '');
    expect(mediaBlocks.map((block) => Number(block[1]))).toEqual(
      breakpoints.slice(1).map((bp) => minWidths[bp]),
    );

    for (const breakpoint of breakpoints) {
      const scope =
        breakpoint === 'xs'
          ? topLevel
          : (mediaBlocks.find((block) => Number(block[1]) === minWidths[breakpoint])?.[2] ?? '');
      for (let count = 1; count <= 6; count += 1) {
        const rule = new RegExp(
          `\\.${breakpoint}-${count} \\{\\s*grid-template-columns: repeat\\(${count}, minmax\\(0, 1fr\\)\\);\\s*\\}`,
        );
        expect(scope, `${breakpoint}-${count}`).toMatch(rule);
      }
    }
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
