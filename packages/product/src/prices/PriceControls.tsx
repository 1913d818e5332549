'use client';
// The choices prices depend on: payment frequency, who is covered, and the state. A failed update says so and
// names the choice the prices shown are still for.
import { Select } from '@ds/ui/select';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import { COVER_FOR, FREQUENCIES, STATES } from '../data/constants';
import type { CoverFor, Frequency, State } from '../data/constants';
import { usePriceState } from './PriceContext';
import styles from './PriceControls.module.css';

export const COVER_FOR_LABELS: Record<CoverFor, string> = {
  single: 'Single',
  couple: 'Couple',
  family: 'Family',
  'single-parent': 'Single parent family',
};

export const FREQUENCY_NAMES: Record<Frequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  annually: 'Annually',
};

export const STATE_LABELS: Record<State, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

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
