// The funding application's rules, each a small function that answers with the message a visitor reads (what to
// do, in plain English) or null: the application's steps show them beside the fields, and the server's check of a
// saved application gives the same words. Dates are calendar dates, from @internationalized/date.
import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { formatDollars, formatLongDate, formatNumber } from '@ds/ui/format';
import { FUNDING_ROUND, TEXT_LIMITS } from './data';
import type { EligibilityQuestion, FundingRound } from './data';

/** An ABN as the ABR shows it: 51 824 753 556. */
export const ABN_EXAMPLE = '51 824 753 556';

/** The ABN as typed with its spaces taken out, the form it is stored in. */
export const compactAbn = (text: string) => text.replace(/\s+/g, '');

/**
 * The ATO's check of an ABN's two leading check digits, from 'Format of the ABN' (Australian Business Register,
 * ABN Lookup help), https://abr.business.gov.au/Help/AbnFormat : "1. Subtract 1 from the first (left-most)
 * digit of the ABN to give a new 11 digit number. 2. Multiply each of the digits in this new number by a
 * 'weighting factor' based on its position as shown in the table below. 3. Sum the resulting 11 products.
 * 4. Divide the sum total by 89, noting the remainder. 5. If the remainder is zero the number is a valid ABN."
 * The weights, position 1 to 11: 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19.
 */
export const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** Whether 11 digits pass the ABN check (any other text does not). */
export function passesAbnCheck(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, index) => {
    const digit = Number(digits[index]) - (index === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
}

/** The problem with a typed ABN, or null: 11 digits, spaces allowed between, that pass the ATO's check. */
export function abnProblem(text: string): string | null {
  const digits = compactAbn(text);
  if (!digits) return 'Enter your organisation’s ABN.';
  if (!/^\d+$/.test(digits)) return `Enter the ABN using digits only, such as ${ABN_EXAMPLE}.`;
  if (digits.length !== 11)
    return `An ABN has 11 digits, such as ${ABN_EXAMPLE}. Check the number and try again.`;
  if (!passesAbnCheck(digits)) {
    return 'That is not a valid ABN: a digit may be wrong or two swapped. Check it on ABN Lookup (abr.business.gov.au).';
  }
  return null;
}

export type RoundState = 'not-yet-open' | 'open' | 'closed';

/** Whether the round takes applications on `today`: from the day it opens to the day it closes, both included. */
export function roundState(round: FundingRound, today: CalendarDate): RoundState {
  if (today.compare(parseDate(round.opens)) < 0) return 'not-yet-open';
  if (today.compare(parseDate(round.closes)) > 0) return 'closed';
  return 'open';
}

/** Why the round takes no applications on `today`, or null while it is open. */
export function roundProblem(round: FundingRound, today: CalendarDate): string | null {
  switch (roundState(round, today)) {
    case 'not-yet-open':
      return `The ${round.name} opens on ${formatLongDate(round.opens)}. You can apply from then.`;
    case 'closed':
      return `The ${round.name} closed on ${formatLongDate(round.closes)}. Contact us to hear when the next round opens.`;
    case 'open':
      return null;
  }
}

/** The round's range, as the pages say it: '$20,000 to $150,000'. */
export const amountRange = (round: FundingRound = FUNDING_ROUND) =>
  `${formatDollars(round.minAmount)} to ${formatDollars(round.maxAmount)}`;

/** Whole dollars as typed ('$45,000', '45000', '45 000'), or null when it is not a whole number of dollars. */
export function parseDollars(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '').replace(/^\$/, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  return Number(plain);
}

/** The problem with a typed amount, or null: whole dollars from the round's smallest grant to its largest. */
export function amountProblem(text: string, round: FundingRound = FUNDING_ROUND): string | null {
  if (!text.trim()) return 'Enter the amount you are asking for.';
  const amount = parseDollars(text);
  if (amount === null) return 'Enter the amount in whole dollars, such as 45,000.';
  if (amount < round.minAmount || amount > round.maxAmount) {
    return `Ask for an amount from ${amountRange(round)}: grants in this round are in that range.`;
  }
  return null;
}

/** The problem with a project's start date, or null: within the days the round's projects may start. */
export function projectStartProblem(start: CalendarDate, round: FundingRound = FUNDING_ROUND): string | null {
  const from = parseDate(round.projectsStartFrom);
  const by = parseDate(round.projectsStartBy);
  if (start.compare(from) < 0 || start.compare(by) > 0) {
    return `Projects in this round start between ${formatLongDate(round.projectsStartFrom)} and ${formatLongDate(round.projectsStartBy)}. Choose a start date in that time.`;
  }
  return null;
}

/** The problem with a piece of text that is required and has a limit, or null. */
export function textProblem(text: string, limit: number, whenEmpty: string): string | null {
  if (!text.trim()) return whenEmpty;
  if (text.length > limit) {
    return `Shorten this to ${formatNumber(limit)} characters or fewer: it is ${formatNumber(text.length)} now.`;
  }
  return null;
}

export const descriptionProblem = (text: string) =>
  textProblem(
    text,
    TEXT_LIMITS.projectDescription,
    'Describe the project: what you will do, for whom, and what will change.',
  );

/** What each eligibility question asks, a hint, and, answered no, why that rules an application out and what to do. */
export interface EligibilityText {
  question: string;
  hint: string;
  whyNot: string;
  whatToDo: string;
}

export function eligibilityText(
  question: EligibilityQuestion,
  round: FundingRound = FUNDING_ROUND,
): EligibilityText {
  switch (question) {
    case 'not-for-profit':
      return {
        question: 'Is your organisation a registered charity or a not-for-profit?',
        hint: 'Registered with the ACNC, or a not-for-profit under its rules.',
        whyNot: 'We can only fund registered charities and not-for-profit organisations.',
        whatToDo:
          'You could partner with a charity or not-for-profit that applies for the project and manages the grant for you.',
      };
    case 'in-australia':
      return {
        question: 'Does your organisation work in Australia, with an Australian Business Number (ABN)?',
        hint: 'The project must be delivered in Australia.',
        whyNot: 'This round funds projects delivered in Australia by organisations with an ABN.',
        whatToDo: 'For work in New Zealand, contact us: we fund some programs there through our partners.',
      };
    case 'health-and-wellbeing':
      return {
        question: 'Is the project about health and wellbeing?',
        hint: 'Such as young people’s mental health, health literacy or support for carers.',
        whyNot:
          'This round funds projects that improve the health and wellbeing of young people and families.',
        whatToDo: 'Read what we fund and contact us if you are not sure whether your project fits.',
      };
    case 'amount-in-range':
      return {
        question: `Is the amount you need from ${amountRange(round)}?`,
        hint: 'For the whole project.',
        whyNot: `Grants in this round are from ${amountRange(round)}.`,
        whatToDo: `If you need less, a local community grant may suit better; if you need more, ask for part of the cost (up to ${formatDollars(round.maxAmount)}) and tell us about your other funding, or contact us about a partnership.`,
      };
  }
}
