'use client';
// Step 4, your plan and excess: the excess first (it changes every price), then the plans offered for the trip,
// each with its price for these travellers, dates and excess (a plan these travellers cannot have says why), what
// each covers, and the chosen plan's price made up.
import { Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { RadioGroup } from '@ds/ui/radio-group';
import { formatDollars, formatPrice } from '@ds/ui/format';
import { ANNUAL_RULES, EXCESS_OPTIONS, planUnavailable, plansFor, quotePrice } from '@ds/product/travel';
import type { ExcessAmount, PlanId } from '@ds/product/travel';
import { BenefitsTable } from '../BenefitsTable';
import { travelStepHref } from '../journey';
import { stepProblems, travellerAges, tripAnswers, tripShape } from '../journey-rules';
import { updateTravelAnswers, useTravelAnswers } from '../journey-store';
import { TravelPriceBreakdown } from '../TravelPriceBreakdown';
import { TravelStepForm } from '../TravelStepForm';
import { useTravelToday } from '../TravelQuoteJourney';

export function PlanStep() {
  const answers = useTravelAnswers();
  const today = useTravelToday();
  const trip = tripShape(answers, today);
  const ages = travellerAges(answers);
  const priced = tripAnswers(answers, today);
  // The frame opens this step only when the steps before it are complete; this is for the type checker.
  if (!trip || !ages || !priced) {
    return (
      <Alert type="info" title="Answer the steps before first">
        <Link href={travelStepHref('trip')}>Start with your trip</Link>.
      </Alert>
    );
  }
  const plans = plansFor(trip);
  const chosen = plans.find((plan) => plan.id === answers.planId);
  const chosenOk = chosen && !planUnavailable(chosen, trip, ages);
  const perWhat = (annual: boolean) =>
    annual ? `for ${ANNUAL_RULES.periodMonths} months of trips` : 'for your trip';

  return (
    <TravelStepForm step="plan" problems={stepProblems('plan', answers, today)}>
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('excess')}
            label="Your excess"
            help="What you pay towards each claim. A higher excess lowers your price."
            options={EXCESS_OPTIONS.map((option) => ({
              value: String(option.amount),
              label: formatDollars(option.amount),
            }))}
            orientation="horizontal"
            value={answers.excess}
            onChange={(excess) => updateTravelAnswers({ excess: excess as `${ExcessAmount}` })}
          />
          <RadioGroup
            {...field('plan')}
            label="Choose a plan"
            help="Prices are for everyone travelling, paid once."
            options={plans.map((plan) => {
              const unavailable = planUnavailable(plan, trip, ages);
              const price = quotePrice({ ...priced, planId: plan.id });
              return {
                value: plan.id,
                label: unavailable
                  ? plan.name
                  : `${plan.name}: ${formatPrice(price.total)} ${perWhat(plan.for === 'annual')}`,
                subtitle: unavailable ?? plan.summary,
                disabled: Boolean(unavailable),
              };
            })}
            value={answers.planId || null}
            onChange={(planId) => updateTravelAnswers({ planId: planId as PlanId })}
          />
          {chosen && chosenOk ? (
            <TravelPriceBreakdown
              price={quotePrice({ ...priced, planId: chosen.id })}
              caption={`How the ${chosen.name} price is made up`}
            />
          ) : null}
          <BenefitsTable plans={plans} caption="What each plan covers, up to these limits per policy" />
          <Text size="sm">
            A summary of the main benefits. The Product Disclosure Statement has the full terms,{' '}
            <Link href="/travel-insurance/what-we-cover">what we cover</Link> and what we do not.
          </Text>
        </Stack>
      )}
    </TravelStepForm>
  );
}
