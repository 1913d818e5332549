'use client';
// A journey's frame on every step's page: the progress stepper (steps are links; a step opens once all before it
// are complete), the step's heading and its form. Answers come from session storage, so before the script runs a
// later step cannot know them and says it is loading rather than showing empty fields. Arriving from another step
// (Continue, Back, a step's link), focus goes to the new step's heading, so a screen reader starts at the step; on a
// page load it stays at the top of the page, as for any page.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Heading, Link, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { ProgressStepper } from '@ds/ui/progress-stepper';
import { furthestOpen, stepPosition } from './journey-definition';
import type { JourneyDefinition } from './journey-definition';
import styles from './Journey.module.css';

export interface JourneyFrameProps<Id extends string> {
  journey: JourneyDefinition<Id>;
  step: Id;
  /** Whether the stored answers have been read (after hydration); until then nothing is known to be complete. */
  hydrated: boolean;
  /** Whether a step's answers are incomplete or wrong, with the answers as they are now. */
  hasProblems: (id: Id) => boolean;
  /** The step's form (each step's page imports only its own, so a page loads one step's code). */
  children: ReactNode;
}

/** The step shown last in this tab's life of the page, per journey: arriving at another one moves focus. */
const shownSteps = new Map<string, string>();

export function JourneyFrame<Id extends string>({
  journey,
  step,
  hydrated,
  hasProblems,
  children,
}: JourneyFrameProps<Id>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Keyed by the journey's first page: two journeys may share a title (the Australian and New Zealand quotes).
    const key = journey.href(journey.steps[0]!.id);
    const shown = shownSteps.get(key);
    const arrived = shown !== undefined && shown !== step;
    shownSteps.set(key, step);
    if (!arrived) return undefined;
    // After the site's own move of focus to the main content on every navigation (FocusMainOnNavigation); not if
    // the visitor has moved on from there (a heavy step can arrive after they started tabbing).
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.tagName !== 'MAIN') return;
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [journey, step]);
  const { steps } = journey;
  const index = stepPosition(journey, step);
  const open = hydrated ? furthestOpen(journey, hasProblems) : 0;
  const stepperSteps = steps.map((candidate, i) => ({
    title: candidate.title,
    href: journey.href(candidate.id),
    isAccessed: i <= Math.max(open, index),
    isComplete: hydrated && i < steps.length - 1 && !hasProblems(candidate.id),
  }));
  const blockedBy = steps[open];

  let content: ReactNode;
  if (!hydrated && index > 0) {
    content = <Text>Loading your answers…</Text>;
  } else if (index > open && blockedBy) {
    content = (
      <Alert type="info" title={`Answer ‘${blockedBy.title}’ first`}>
        Each step uses the answers before it.{' '}
        <Link href={journey.href(blockedBy.id)}>Go to {blockedBy.title}</Link>
      </Alert>
    );
  } else content = children;

  return (
    <div className={styles.journey}>
      {/* Keyed so it starts afresh from the stored answers once they are read, and as steps open. */}
      <ProgressStepper
        key={`${hydrated}-${open}-${step}`}
        steps={stepperSteps}
        startIndex={index}
        label={journey.progressLabel}
      />
      <section className={styles.step} aria-labelledby="step-heading">
        <Heading level={2} size="xl" id="step-heading" ref={heading} tabIndex={-1}>
          Step {index + 1} of {steps.length}: {steps[index]!.title}
        </Heading>
        {content}
      </section>
    </div>
  );
}
