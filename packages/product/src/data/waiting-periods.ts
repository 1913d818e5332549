// The waiting periods the data may state, written as the cards and the detail modal show them. Hospital cover's
// are set by law (hospital-categories.ts); extras' are the insurer's, and these are the usual Australian ones.
export const WAITING_PERIODS = ['None', '2 Months', '6 Months', '12 Months'] as const;
export type WaitingPeriod = (typeof WAITING_PERIODS)[number];

export function isWaitingPeriod(value: string): value is WaitingPeriod {
  return (WAITING_PERIODS as readonly string[]).includes(value);
}
