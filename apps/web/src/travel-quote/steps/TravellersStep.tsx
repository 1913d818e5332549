'use client';
// Step 3, who is travelling: how many, each one's age (children travel free with an adult), and whether the
// visitor has our health insurance (members save on the premium).
import { Stack } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { Select } from '@ds/ui/select';
import { TextInput } from '@ds/ui/text-input';
import { brand } from '@ds/site/data';
import { AGE_BANDS, MEMBER_DISCOUNT, TRAVELLER_RULES } from '@ds/product/travel';
import { stepProblems, travellerCount, travellerName } from '../journey-rules';
import { updateTravelAnswers, updateTravellerAge, useTravelAnswers } from '../journey-store';
import { TravelStepForm } from '../TravelStepForm';
import { useTravelToday } from '../TravelQuoteJourney';

const childBand = AGE_BANDS.find((band) => band.freeWithAdult);

export function TravellersStep() {
  const answers = useTravelAnswers();
  const today = useTravelToday();
  const count = travellerCount(answers);
  const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <TravelStepForm step="travellers" problems={stepProblems('travellers', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <Select
            {...field('traveller-count')}
            label="How many people are travelling?"
            help={`Up to ${TRAVELLER_RULES.max} on one quote.`}
            options={Array.from({ length: TRAVELLER_RULES.max }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
            value={answers.travellerCount}
            onChange={(travellerCount) => updateTravelAnswers({ travellerCount })}
          />
          {Array.from({ length: count }, (_, index) => (
            <TextInput
              key={index}
              {...field(`traveller-age-${index}`)}
              label={`${capitalised(travellerName(index))}’s age`}
              help={
                index === 0
                  ? `In whole years. At least one traveller must be ${TRAVELLER_RULES.adultAge} or older${childBand ? `; children aged ${childBand.to} or younger travel free with an adult` : ''}.`
                  : 'In whole years (0 for a baby under one).'
              }
              inputMode="numeric"
              widthChars={4}
              value={answers.ages[index] ?? ''}
              onChange={(age) => updateTravellerAge(index, age)}
            />
          ))}
          <RadioGroup
            {...field('member')}
            label={`Do you have ${brand.main} health insurance?`}
            help={`Members save ${Math.round(MEMBER_DISCOUNT * 100)}% on travel insurance. We check your membership when you buy.`}
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            orientation="horizontal"
            value={answers.member || null}
            onChange={(member) => updateTravelAnswers({ member: member as 'yes' | 'no' })}
          />
        </Stack>
      )}
    </TravelStepForm>
  );
}
