// The page grid in two tables: the breakpoints with their named media queries, and the Container widths, both
// read from the tokens so the page cannot drift from them.
import { breakpoints, tokenValue } from '@ds/tokens/tokens';
import type { Breakpoint } from '@ds/tokens/tokens';
import { DocTable as Table } from '@/styleguide/DocTable';
import styles from './page.module.css';

export function BreakpointTable() {
  const names = Object.keys(breakpoints) as Breakpoint[];
  return (
    <Table caption="Breakpoints" head={['Name', 'From', 'Named media queries', 'Typical screens']}>
      {names.map((name) => (
        <tr key={name}>
          <th scope="row">
            <code>{name}</code>
          </th>
          <td>{breakpoints[name]}px</td>
          <td>
            {name === 'xs' ? (
              'every width (no query)'
            ) : (
              <>
                <code className={styles.query}>(--from-{name})</code>
                <br />
                <code className={styles.query}>(--below-{name})</code>
              </>
            )}
          </td>
          <td>{typicalScreens[name]}</td>
        </tr>
      ))}
    </Table>
  );
}

const typicalScreens: Record<Breakpoint, string> = {
  xs: 'Phones',
  sm: 'Large phones, landscape',
  md: 'Tablets',
  lg: 'Small laptops, landscape tablets',
  xl: 'Laptops and desktops (desktop header)',
  xxl: 'Wide desktops',
};

/** The inline padding every Container keeps, from the tokens. */
export const containerPadding = String(tokenValue('main', 'container.padding-inline'));

export function ContainerTable() {
  const maxWidth = String(tokenValue('main', 'container.max-width'));
  const measure = String(tokenValue('main', 'measure.text'));
  const widen = String(tokenValue('main', 'space.11'));
  const rows: Array<[size: string, width: string, source: string, use: string]> = [
    ['default', maxWidth, '--container-max-width', 'Page content: the grid every page uses.'],
    ['narrow', measure, '--measure-text', 'A readable column of running text.'],
    [
      'wide',
      `${maxWidth} + 2 × ${widen}`,
      '--container-max-width + 2 × --space-11',
      'Content that reaches past the grid.',
    ],
    ['full', 'none', '', 'Edge to edge, keeping only the inline padding.'],
  ];
  return (
    <Table caption="Container widths" head={['Size', 'Content width up to', 'Use']}>
      {rows.map(([size, width, source, use]) => (
        <tr key={size}>
          <th scope="row">
            <code>{size}</code>
          </th>
          <td>
            {width}
            {source ? (
              <>
                <br />
                <code>{source}</code>
              </>
            ) : null}
          </td>
          <td>{use}</td>
        </tr>
      ))}
    </Table>
  );
}
