// The Scrollable table page: a wide table that overflows and a narrow one that fits, its props and notes.
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { cx } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import styles from './page.module.css';

const PATH = '/components/scrollable-table';
export const metadata = docMetadata(PATH);

// Sample annual limits per extras cover (per person, per calendar year).
const covers = ['Starter Extras', 'Essential Extras', 'Top Extras'];
const limits = [
  { service: 'General dental', waiting: '2 months', limits: ['$400', '$700', '$1,200'], lifetime: '—' },
  { service: 'Major dental', waiting: '12 months', limits: ['—', '$800', '$1,500'], lifetime: '—' },
  { service: 'Orthodontics', waiting: '12 months', limits: ['—', '—', '$600'], lifetime: '$2,400' },
  { service: 'Optical', waiting: '6 months', limits: ['$150', '$250', '$400'], lifetime: '—' },
  { service: 'Physiotherapy', waiting: '2 months', limits: ['$300', '$500', '$900'], lifetime: '—' },
  { service: 'Hearing aids', waiting: '12 months', limits: ['—', '$500', '$1,000'], lifetime: '—' },
];

const waitingPeriods = [
  { service: 'Hospital, general', waiting: '2 months' },
  { service: 'Pregnancy and birth', waiting: '12 months' },
  { service: 'Extras, most services', waiting: '2 months' },
];

const wideCode = `<ScrollableTable labelledBy="annual-limits-caption">
  <table>
    <caption id="annual-limits-caption">Annual limits by extras cover</caption>
    <thead>…</thead>
    <tbody>…</tbody>
  </table>
</ScrollableTable>`;

const narrowCode = `<ScrollableTable label="Waiting periods">
  <table>
    <thead>…</thead>
    <tbody>…</tbody>
  </table>
</ScrollableTable>`;

export default function ScrollableTablePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Wide table"
          description="Too wide for its box at any screen size here: it scrolls sideways, the hint says so, shadows mark the hidden edge, and the box is a tab stop so the arrow keys can scroll it."
          code={wideCode}
        >
          <ScrollableTable labelledBy="annual-limits-caption">
            <table className={cx(styles.table, styles.wide)}>
              <caption id="annual-limits-caption" className={styles.caption}>
                Annual limits by extras cover
              </caption>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Waiting period</th>
                  {covers.map((cover) => (
                    <th key={cover} scope="col">
                      {cover}
                    </th>
                  ))}
                  <th scope="col">Lifetime limit</th>
                </tr>
              </thead>
              <tbody>
                {limits.map((row) => (
                  <tr key={row.service}>
                    <th scope="row">{row.service}</th>
                    <td>{row.waiting}</td>
                    {row.limits.map((limit, index) => (
                      <td key={covers[index]}>{limit}</td>
                    ))}
                    <td>{row.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
        </Example>
        <Example
          title="Narrow table"
          description="Fits its box, so there is no hint, no shadow and no extra tab stop."
          code={narrowCode}
        >
          <ScrollableTable label="Waiting periods">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Waiting period</th>
                </tr>
              </thead>
              <tbody>
                {waitingPeriods.map((row) => (
                  <tr key={row.service}>
                    <th scope="row">{row.service}</th>
                    <td>{row.waiting}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="ScrollableTable"
          rows={[
            { name: 'children', type: 'ReactNode', required: true, description: 'The table.' },
            {
              name: 'label',
              type: 'string',
              description: 'The name of the scroll region. Give this or labelledBy.',
            },
            {
              name: 'labelledBy',
              type: 'string',
              description:
                'The id of the table’s caption (or a heading) that names the region, instead of label.',
            },
            {
              name: 'hint',
              type: 'string',
              default: "'Scroll sideways to see the whole table'",
              description:
                'Shown above the table, and read as the region’s description, while the table overflows.',
            },
            { name: 'className', type: 'string', description: 'Extra class on the outer element.' },
          ]}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.notes}>
          <li>
            While the table is wider than its box, the box is a region named by its label or the table’s
            caption, and a tab stop: once it has focus, Left and Right Arrow scroll it.
          </li>
          <li>
            The hint is shown only while the table overflows, and screen readers hear it as the region’s
            description. It is measured again whenever the box or the table changes size.
          </li>
          <li>A table that fits is left alone: no region, no extra tab stop, no hint.</li>
          <li>
            Before the page’s script runs, the box is a named region and a tab stop, so a wide table can be
            scrolled by keyboard even then.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
