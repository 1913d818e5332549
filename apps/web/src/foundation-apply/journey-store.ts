'use client';
// The visitor's funding application answers, kept for the tab (a session store), so a reload, Back and Forward find
// them again.
import { useMemo } from 'react';
import { siteToday } from '@/journeys/site-today';
import type { CalendarDate } from '@internationalized/date';
import type { EligibilityQuestion } from '@ds/product/foundation-grants';
import { createSessionStore } from '@ds/ui/hooks';
import { withChange } from '../journeys/answers-change';
import { emptyApplyAnswers } from './journey';
import type { ApplyAnswers, YesNo } from './journey';

const store = createSessionStore<ApplyAnswers>('foundation-application:v1', emptyApplyAnswers, (stored) => {
  const answers = stored as Partial<ApplyAnswers>;
  return {
    ...emptyApplyAnswers,
    ...answers,
    eligibility: { ...emptyApplyAnswers.eligibility, ...answers.eligibility },
  };
});
const read = store.read;

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved application. */
export function updateApplication(change: Partial<ApplyAnswers>): void {
  store.write(withChange(read(), change, { savedId: '', savedReference: '' }));
}

/** Answers one eligibility question. */
export function answerEligibility(question: EligibilityQuestion, answer: YesNo): void {
  updateApplication({ eligibility: { ...read().eligibility, [question]: answer } });
}

/** Forgets every answer (a new application). */
export function clearApplication(): void {
  store.write(emptyApplyAnswers);
}

export function useApplyAnswers(): ApplyAnswers {
  return store.useValue();
}

/** Today in Sydney, the fund's home: whether the round is open is judged on it. */
export function useToday(): CalendarDate {
  return useMemo(() => siteToday(), []);
}
