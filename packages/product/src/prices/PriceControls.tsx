'use client';
// The choices prices depend on: payment frequency, who is covered, and the state. A failed update says so and
// names the choice the prices shown are still for.
import { Select } from '@ds/ui/select';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import {
  COVER_FOR,
  COVER_FOR_LABELS,
  FREQUENCIES,
  FREQUENCY_NAMES,
  STATES,
  STATE_LABELS,
} from '../data/constants';
import type { CoverFor, Frequency, State } from '../data/constants';

export { COVER_FOR_LABELS, FREQUENCY_NAMES, STATE_LABELS };
import { usePriceState } from './PriceContext';
import styles from './PriceControls.module.css';

const describe = ({ cover, state, frequency }: { cover: CoverFor; state: State; frequency: Frequency }) =>
  `${COVER_FOR_LABELS[cover].toLowerCase()} cover in ${STATE_LABELS[state]}, paid ${FREQUENCY_NAMES[frequency].toLowerCase()}`;

export function PriceControls() {
  const { query, pricedFor, failed, loading, setQuery } = usePriceState();
  return (
    <div className={styles.controls}>
      <div className={styles.selects}>
        <Select
          label="Who is covered"
          placeholder={null}
          options={COVER_FOR.map((value) => ({ value, label: COVER_FOR_LABELS[value] }))}
          value={query.cover}
          onChange={(cover) => setQuery({ ...query, cover: cover as CoverFor })}
        />
        <Select
          label="State"
          placeholder={null}
          options={STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
          value={query.state}
          onChange={(state) => setQuery({ ...query, state: state as State })}
        />
        <Select
          label="Payment frequency"
          placeholder={null}
          options={FREQUENCIES.map((value) => ({ value, label: FREQUENCY_NAMES[value] }))}
          value={query.frequency}
          onChange={(frequency) => setQuery({ ...query, frequency: frequency as Frequency })}
        />
      </div>
      <div aria-live="polite" className={styles.status}>
        {failed ? (
          <p className={styles.failed}>
            Prices could not be updated just now. The prices shown are for {describe(pricedFor)}. Try again in
            a moment.
          </p>
        ) : loading ? (
          <VisuallyHidden>Updating prices</VisuallyHidden>
        ) : null}
      </div>
    </div>
  );
}
