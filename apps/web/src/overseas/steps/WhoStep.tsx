'use client';
// Step 2, who is covered: the visitor alone, with a partner, with a partner and children, or with children.
import { RadioGroup } from '@ds/ui/radio-group';
import { COVER_FOR } from '@ds/product/constants';
import type { CoverFor } from '@ds/product/constants';
import { OVERSEAS_WHO_LABELS } from '@ds/product/overseas';
import { stepProblems } from '../journey-rules';
import { useOverseasQuote } from '../OverseasQuoteContext';
import { OverseasStepForm } from '../OverseasStepForm';

const SUBTITLES: Record<CoverFor, string> = {
  single: 'Single cover',
  couple: 'Couple cover',
  family: 'Family cover',
  'single-parent': 'Single parent cover',
};

export function WhoStep() {
  const { answers, today, update } = useOverseasQuote();
  return (
    <OverseasStepForm step="who" problems={stepProblems('who', answers, today)}>
      {(field) => (
        <RadioGroup
          {...field('who')}
          label="Who would you like to cover?"
          help="Everyone on your visa who is in Australia with you needs cover."
          options={COVER_FOR.map((value) => ({
            value,
            label: OVERSEAS_WHO_LABELS[value],
            subtitle: SUBTITLES[value],
          }))}
          value={answers.who || null}
          onChange={(who) => update({ who: who as CoverFor })}
        />
      )}
    </OverseasStepForm>
  );
}
