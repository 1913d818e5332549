'use client';
// Step 2, your dates: the day a trip starts and ends (a single trip), or the day a year of cover starts (annual).
// The calendars open no earlier than today and no later than the rules allow; the same rules give the messages.
import { Stack, Text } from '@ds/ui';
import { DatePicker } from '@ds/ui/date-picker';
import { parseDateText } from '@ds/ui/date-input';
import { formatLongDate } from '@ds/ui/format';
import {
  ANNUAL_RULES,
  TRIP_RULES,
  annualCoverEnd,
  latestStart,
  latestTripEnd,
  tripDays,
} from '@ds/product/travel';
import { stepProblems } from '../journey-rules';
import { updateTravelAnswers, useTravelAnswers } from '../journey-store';
import { TravelStepForm } from '../TravelStepForm';
import { useTravelToday } from '../TravelQuoteJourney';

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export function DatesStep() {
  const answers = useTravelAnswers();
  const today = useTravelToday();
  const problems = stepProblems('dates', answers, today);
  const annual = answers.tripType === 'annual';
  const start = parseDateText(answers.startDate);
  const end = parseDateText(answers.endDate);
  const startOk = start && !problems.some((problem) => problem.field === 'start-date');
  const endOk = end && !problems.some((problem) => problem.field === 'end-date');

  let summary: string | null = null;
  if (annual && startOk) {
    summary = `Your cover would run from ${formatLongDate(start.toString())} to ${formatLongDate(annualCoverEnd(start).toString())}, each trip up to ${ANNUAL_RULES.maxTripDays} days.`;
  } else if (!annual && startOk && endOk) {
    summary = `Your trip is ${daysText(tripDays(start, end))}, counting the day you leave and the day you come home.`;
  }

  return (
    <TravelStepForm step="dates" problems={problems}>
      {(field) => (
        <Stack gap={6}>
          <DatePicker
            {...field('start-date')}
            label={annual ? 'Your cover starts on' : 'You leave on'}
            help={`For example, 15/03/2027. Cover can start today or up to ${TRIP_RULES.maxMonthsAhead} months ahead.`}
            min={today.toString()}
            max={latestStart(today).toString()}
            value={answers.startDate}
            onChange={(startDate) => updateTravelAnswers({ startDate })}
          />
          {annual ? null : (
            <DatePicker
              {...field('end-date')}
              label="You come home on"
              help={`A single trip can be up to ${TRIP_RULES.maxTripDays} days.`}
              min={(startOk ? start : today).toString()}
              max={startOk ? latestTripEnd(start).toString() : undefined}
              value={answers.endDate}
              onChange={(endDate) => updateTravelAnswers({ endDate })}
            />
          )}
          <div aria-live="polite">{summary ? <Text>{summary}</Text> : null}</div>
        </Stack>
      )}
    </TravelStepForm>
  );
}
