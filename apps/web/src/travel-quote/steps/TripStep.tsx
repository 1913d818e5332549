'use client';
// Step 1, your trip: one trip or a year of trips, and where to. The dearest region chosen prices the trip.
import { Stack } from '@ds/ui';
import { CheckboxGroup } from '@ds/ui/checkbox';
import { RadioGroup } from '@ds/ui/radio-group';
import { ANNUAL_RULES, REGION_DETAILS, REGIONS } from '@ds/product/travel';
import type { RegionId, TripType } from '@ds/product/travel';
import { stepProblems } from '../journey-rules';
import { updateTravelAnswers, useTravelAnswers } from '../journey-store';
import { TravelStepForm } from '../TravelStepForm';
import { useTravelToday } from '../TravelQuoteJourney';

export const TRIP_TYPE_OPTIONS: readonly { value: TripType; label: string; subtitle: string }[] = [
  { value: 'single', label: 'One trip', subtitle: 'Cover from the day you leave to the day you come home.' },
  {
    value: 'annual',
    label: 'A year of trips (annual multi-trip)',
    subtitle: `Every trip for ${ANNUAL_RULES.periodMonths} months, each up to ${ANNUAL_RULES.maxTripDays} days.`,
  },
];

const isRegion = (value: string): value is RegionId => (REGIONS as readonly string[]).includes(value);

export function TripStep() {
  const answers = useTravelAnswers();
  const today = useTravelToday();
  return (
    <TravelStepForm step="trip" problems={stepProblems('trip', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('trip-type')}
            label="What would you like to cover?"
            options={TRIP_TYPE_OPTIONS}
            value={answers.tripType || null}
            onChange={(tripType) => updateTravelAnswers({ tripType: tripType as TripType })}
          />
          <CheckboxGroup
            {...field('regions')}
            label="Where are you going?"
            help="Choose every region you will visit. The trip is priced for the most expensive one."
            options={REGION_DETAILS.map((region) => ({
              value: region.id,
              label: region.name,
              subtitle: region.includes,
            }))}
            value={answers.regions}
            onChange={(regions) => updateTravelAnswers({ regions: regions.filter(isRegion) })}
          />
        </Stack>
      )}
    </TravelStepForm>
  );
}
