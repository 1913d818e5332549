// The Scrollable table page’s Wide table example.
import { cx } from '@ds/ui';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import styles from '../page.module.css';

const covers = ['Starter Extras', 'Essential Extras', 'Top Extras'];
const limits = [
  {
    service: 'General dental',
    waiting: '2 months',
    limits: ['$400', '$700', '$1,200'],
    lifetime: '—',
  },
  {
    service: 'Major dental',
    waiting: '12 months',
    limits: ['—', '$800', '$1,500'],
    lifetime: '—',
  },
  {
    service: 'Orthodontics',
    waiting: '12 months',
    limits: ['—', '—', '$600'],
    lifetime: '$2,400',
  },
  {
    service: 'Optical',
    waiting: '6 months',
    limits: ['$150', '$250', '$400'],
    lifetime: '—',
  },
  {
    service: 'Physiotherapy',
    waiting: '2 months',
    limits: ['$300', '$500', '$900'],
    lifetime: '—',
  },
  {
    service: 'Hearing aids',
    waiting: '12 months',
    limits: ['—', '$500', '$1,000'],
    lifetime: '—',
  },
];

export default function WideTable() {
  return (
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
  );
}
