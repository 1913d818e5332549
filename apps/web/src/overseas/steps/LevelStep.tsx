'use client';
// Step 4, choose your level: the cover type's three levels, each with its monthly price for who is covered and the
// price for the months chosen; the chosen one's price made up beneath.
import { Link, Stack } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { RadioGroup } from '@ds/ui/radio-group';
import { formatPrice } from '@ds/ui/format';
import { OVERSEAS_LEVELS, overseasPrice, overseasProduct } from '@ds/product/overseas';
import type { OverseasLevel } from '@ds/product/overseas';
import { overseasJourney } from '../journey';
import { overseasAnswers, stepProblems } from '../journey-rules';
import { OverseasPriceTable } from '../OverseasPrice';
import { useOverseasQuote } from '../OverseasQuoteContext';
import { OverseasStepForm } from '../OverseasStepForm';

export function LevelStep() {
  const { variant, answers, today, update } = useOverseasQuote();
  const quote = overseasAnswers(answers, today);
  if (!quote) {
    return (
      <Alert type="info" title="Answer the steps before first">
        <Link href={overseasJourney(variant).href('cover-type')}>Start with your visa and cover</Link>.
      </Alert>
    );
  }
  const priceAt = (level: OverseasLevel) => overseasPrice({ ...quote, level });
  return (
    <OverseasStepForm step="choose-cover" problems={stepProblems('choose-cover', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('level')}
            label="Which level of cover would you like?"
            help={`Prices for ${quote.months} ${quote.months === 1 ? 'month' : 'months'} of cover. Sample prices: this is a demonstration site.`}
            options={OVERSEAS_LEVELS.map((level) => {
              const price = priceAt(level);
              return {
                value: level,
                label: `${price.productName}: ${formatPrice(price.monthly)} a month, ${formatPrice(price.total)} in all`,
                subtitle: overseasProduct(quote.coverType, level).summary,
              };
            })}
            value={answers.level || null}
            onChange={(level) => update({ level: level as OverseasLevel })}
          />
          {answers.level ? (
            <OverseasPriceTable price={priceAt(answers.level)} caption="How your price is made up" />
          ) : null}
        </Stack>
      )}
    </OverseasStepForm>
  );
}
