// The Scrollable table page’s Narrow table example.
import { ScrollableTable } from '@ds/ui/scrollable-table';
import styles from '../page.module.css';

const waitingPeriods = [
  { service: 'Hospital, general', waiting: '2 months' },
  { service: 'Pregnancy and birth', waiting: '12 months' },
  { service: 'Extras, most services', waiting: '2 months' },
];

export default function NarrowTable() {
  return (
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
  );
}
