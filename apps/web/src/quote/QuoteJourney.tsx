'use client';
// The quote journey's frame on every step's page: the progress stepper (steps are links; a step opens once all
// before it are complete), the step's heading and its form. Answers come from session storage, so before the
// script runs a later step cannot know them and says it is loading rather than showing empty fields. Arriving from
// another step (Continue, Back, a step's link), focus goes to the new step's heading, so a screen reader starts at
// the step; on a page load it stays at the top of the page, as for any page.
import { useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { today as todayIn } from '@internationalized/date';
import { Heading, Link, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { useHydrated } from '@ds/ui/hooks';
import { ProgressStepper } from '@ds/ui/progress-stepper';
import type { PricedProduct } from '@ds/product/quote';
import { journeySteps, stepHref, stepIndex } from './journey';
import type { StepId } from './journey';
import { furthestOpenStep, stepProblems } from './journey-rules';
import { useJourneyAnswers } from './journey-store';
import { useAnswersFromLink } from './journey-link';
import { QUOTE_TIME_ZONE, QuoteContext } from './QuoteContext';
import styles from './QuoteJourney.module.css';

export interface QuoteJourneyProps {
  step: StepId;
  products: readonly PricedProduct[];
  /** The step's form (each step's page imports only its own, so a page loads one step's code). */
  children: ReactNode;
}

/** The step shown last in this tab's life of the page: set once a step has been shown, and kept across steps. */
let shownStep: StepId | null = null;

export function QuoteJourney({ step, products, children }: QuoteJourneyProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const arrived = shownStep !== null && shownStep !== step;
    shownStep = step;
    if (!arrived) return undefined;
    // After the site's own move of focus to the main content on every navigation (FocusMainOnNavigation).
    const frame = requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [step]);
  useAnswersFromLink(products);
  const answers = useJourneyAnswers();
  const hydrated = useHydrated();
  const today = useMemo(() => todayIn(QUOTE_TIME_ZONE), []);
  const index = stepIndex(step);
  const open = hydrated ? furthestOpenStep(answers, today) : 0;
  const steps = journeySteps.map((candidate, i) => ({
    title: candidate.title,
    href: stepHref(candidate.id),
    isAccessed: i <= Math.max(open, index),
    isComplete:
      hydrated && stepProblems(candidate.id, answers, today).length === 0 && i < journeySteps.length - 1,
  }));
  const blockedBy = journeySteps[open];

  let content: ReactNode;
  if (!hydrated && index > 0) {
    content = <Text>Loading your answers…</Text>;
  } else if (index > open && blockedBy) {
    content = (
      <Alert type="info" title={`Answer ‘${blockedBy.title}’ first`}>
        Each step uses the answers before it.{' '}
        <Link href={stepHref(blockedBy.id)}>Go to {blockedBy.title}</Link>
      </Alert>
    );
  } else content = children;

  return (
    <QuoteContext.Provider value={{ answers, today, products }}>
      <div className={styles.journey}>
        {/* Keyed so it starts afresh from the stored answers once they are read, and as steps open. */}
        <ProgressStepper
          key={`${hydrated}-${open}-${step}`}
          steps={steps}
          startIndex={index}
          label="Quote progress"
        />
        <section className={styles.step} aria-labelledby="step-heading">
          <Heading level={2} size="xl" id="step-heading" ref={heading} tabIndex={-1}>
            Step {index + 1} of {journeySteps.length}: {journeySteps[index]!.title}
          </Heading>
          {content}
        </section>
      </div>
    </QuoteContext.Provider>
  );
}
