'use client';
// Step 3, arrival and length of cover: the day cover starts (the arrival date; it may be ahead, or a few days back
// for someone who has just arrived, ARRIVAL_RULE), how many whole months it runs, and the last day that makes. The
// address in Australia is asked only of someone already here, and never needed: before arrival there is none.
import { Stack, Text } from '@ds/ui';
import { AddressLookup, optionText } from '@ds/ui/address-lookup';
import { DatePicker } from '@ds/ui/date-picker';
import { formatLongDate } from '@ds/ui/format';
import { Select } from '@ds/ui/select';
import {
  ARRIVAL_RULE,
  OVERSEAS_COVER,
  arrivalWindow,
  coverEnd,
  hasArrived,
  monthsProblem,
} from '@ds/product/overseas';
import { arrivalDate, stepProblems } from '../journey-rules';
import { useOverseasQuote } from '../OverseasQuoteContext';
import { OverseasStepForm } from '../OverseasStepForm';

const monthsLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

export function DatesStep() {
  const { answers, today, update } = useOverseasQuote();
  const { earliest, latest } = arrivalWindow(today);
  const arrival = arrivalDate(answers, today);
  const cover = answers.coverType ? OVERSEAS_COVER[answers.coverType] : null;
  const months = Number(answers.months);
  // A length the cover type does not offer (kept from an older answer) is shown as no choice, and makes no dates.
  const monthsOffered = answers.coverType !== '' && !monthsProblem(answers.coverType, months);
  return (
    <OverseasStepForm step="dates" problems={stepProblems('dates', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <DatePicker
            {...field('arrival')}
            label="When do you arrive in Australia?"
            help={`Your cover starts on this day. Type it as dd/mm/yyyy or choose it from the calendar. If you have already arrived, it can be up to ${ARRIVAL_RULE.daysBefore} days ago.`}
            min={earliest.toString()}
            max={latest.toString()}
            value={answers.arrival}
            onChange={(text) => update({ arrival: text })}
          />
          {cover ? (
            <Select
              {...field('months')}
              label="How many months of cover do you need?"
              help={
                cover.wholeVisa
                  ? 'Student visa cover must last for your whole visa: choose enough months to reach the date your visa ends, on your grant notice.'
                  : `From ${monthsLabel(cover.months.min)} to ${monthsLabel(cover.months.max)}. You can extend your cover later.`
              }
              options={Array.from({ length: cover.months.max - cover.months.min + 1 }, (_, i) => {
                const count = cover.months.min + i;
                return { value: String(count), label: monthsLabel(count) };
              })}
              value={monthsOffered ? answers.months : ''}
              onChange={(value) => update({ months: value })}
            />
          ) : null}
          {arrival && monthsOffered ? (
            <Text>
              Your cover would run from {formatLongDate(arrival.toString())} to{' '}
              {formatLongDate(coverEnd(arrival, months).toString())}.
            </Text>
          ) : null}
          {arrival && hasArrived(arrival, today) ? (
            <AddressLookup
              mode="autocomplete"
              {...field('address')}
              formControlType="optional"
              label="Your address in Australia"
              help="Optional. Start typing and choose your address from the list. You can also give it to us later."
              value={answers.address}
              onChange={(address) => update({ address, addressLine: address ? optionText(address) : '' })}
            />
          ) : (
            <Text>
              We need your address in Australia once you arrive. You do not need one to get a quote.
            </Text>
          )}
        </Stack>
      )}
    </OverseasStepForm>
  );
}
