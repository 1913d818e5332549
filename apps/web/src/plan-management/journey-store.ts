'use client';
// The visitor's sign-up answers, kept for the tab (a session store), so a reload, Back and Forward find them again.
import { useMemo } from 'react';
import { siteToday } from '@/journeys/site-today';
import type { CalendarDate } from '@internationalized/date';
import { createSessionStore } from '@ds/ui/hooks';
import { withChange } from '../journeys/answers-change';
import { emptySignUpAnswers } from './journey';
import type { SignUpAnswers } from './journey';

const store = createSessionStore<SignUpAnswers>(
  'plan-management-sign-up:v1',
  emptySignUpAnswers,
  (stored) => ({
    ...emptySignUpAnswers,
    ...(stored as Partial<SignUpAnswers>),
  }),
);
const read = store.read;

/** Merges `change` into the answers, stores them and tells every reader; a new answer forgets the saved application. */
export function updateSignUp(change: Partial<SignUpAnswers>): void {
  store.write(withChange(read(), change, { savedId: '', savedReference: '' }));
}

/** Forgets every answer (a new application). */
export function clearSignUp(): void {
  store.write(emptySignUpAnswers);
}

export function useSignUpAnswers(): SignUpAnswers {
  return store.useValue();
}

/** Today in Sydney, the fund's home: a plan's dates and a participant's age are judged on it. */
export function useToday(): CalendarDate {
  return useMemo(() => siteToday(), []);
}
