// What each step of the NZ quote needs, at the edges of the product data's limits, with the messages a visitor sees,
// and the answers handed to pricing.
import { describe, expect, it } from 'vitest';
import { emptyNzAnswers } from './journey';
import type { NzJourneyAnswers } from './journey';
import { childCount, nzQuoteAnswers, stepProblems, typedAge } from './journey-rules';

const withPeople = (
  overrides: Partial<NzJourneyAnswers>,
  adults: [string, '' | 'yes' | 'no'][] = [['42', 'no']],
  children: [string, '' | 'yes' | 'no'][] = [],
): NzJourneyAnswers => ({
  ...emptyNzAnswers,
  ...overrides,
  adults: [0, 1].map((index) => ({
    age: adults[index]?.[0] ?? '',
    smoker: adults[index]?.[1] ?? '',
  })) as NzJourneyAnswers['adults'],
  children: emptyNzAnswers.children.map((child, index) =>
    children[index] ? { age: children[index][0], studying: children[index][1] } : child,
  ),
});

const messages = (answers: NzJourneyAnswers) =>
  stepProblems('people', answers).map((problem) => problem.message);

describe('who is covered', () => {
  it('asks who, then how many children for a family', () => {
    expect(stepProblems('who', emptyNzAnswers)).toEqual([
      { field: 'cover', message: 'Choose who you would like to cover.' },
    ]);
    expect(stepProblems('who', { ...emptyNzAnswers, cover: 'family' })).toEqual([
      { field: 'child-count', message: 'Choose how many children the plan will cover.' },
    ]);
    expect(stepProblems('who', { ...emptyNzAnswers, cover: 'family', childCount: '2' })).toEqual([]);
  });

  it('forgets the children when the cover has none', () => {
    expect(childCount({ ...emptyNzAnswers, cover: 'me-and-partner', childCount: '3' })).toBe(0);
    expect(childCount({ ...emptyNzAnswers, cover: 'me-and-children', childCount: '3' })).toBe(3);
  });
});

describe('each person’s age', () => {
  it('reads whole years only', () => {
    expect(['42', ' 7 ', '0', '4O', '30.5', '-1', ''].map(typedAge)).toEqual([
      42,
      7,
      0,
      null,
      null,
      null,
      null,
    ]);
  });

  it('asks for an adult’s age and smoking, and says how to write the age', () => {
    expect(messages(withPeople({ cover: 'just-me' }, [['', '']]))).toEqual([
      'Enter your age.',
      'Choose whether you have smoked or vaped in the last 12 months.',
    ]);
    expect(messages(withPeople({ cover: 'just-me' }, [['forty', 'no']]))).toEqual([
      'Enter your age in whole years, using numbers, for example 42.',
    ]);
  });

  it('takes adults from 18 to 74: 17 and 75 are told what to do', () => {
    const at = (age: string) => messages(withPeople({ cover: 'just-me' }, [[age, 'no']]));
    expect(at('18')).toEqual([]);
    expect(at('74')).toEqual([]);
    expect(at('17')).toEqual([
      'You need to be 18 or older to take out a plan: a younger person can be covered as a child on a parent’s plan.',
    ]);
    expect(at('75')).toEqual([
      'We can quote online for adults up to 74: check your age, or call us to talk about your options.',
    ]);
  });

  it('asks the partner’s too, in their own words', () => {
    expect(messages(withPeople({ cover: 'me-and-partner' }, [['42', 'no']]))).toEqual([
      'Enter your partner’s age.',
      'Choose whether your partner has smoked or vaped in the last 12 months.',
    ]);
  });
});

describe('the child age limit', () => {
  const family = (age: string, studying: '' | 'yes' | 'no' = '') =>
    withPeople({ cover: 'me-and-children', childCount: '1' }, [['42', 'no']], [[age, studying]]);

  it('covers a child of 20 without asking about study', () => {
    expect(messages(family('20'))).toEqual([]);
  });

  it('asks whether a child of 21 is studying, and covers them only if so', () => {
    expect(messages(family('21'))).toEqual(['Choose whether child 1 is studying full-time.']);
    expect(messages(family('21', 'yes'))).toEqual([]);
    expect(messages(family('21', 'no'))).toEqual([
      'Children are covered until they turn 21, or 25 while studying full-time: child 1 can be on your plan only while studying full-time, or choose fewer children under ‘Who is covered’.',
    ]);
  });

  it('covers a studying child of 24, not of 25', () => {
    expect(messages(family('24', 'yes'))).toEqual([]);
    expect(messages(family('25', 'yes'))).toEqual([
      'Children are covered until they turn 21, or 25 while studying full-time: check child 1’s age, or choose fewer children under ‘Who is covered’ (from 25 they need a plan of their own).',
    ]);
  });

  it('asks for each child’s age, a baby as 0', () => {
    expect(messages(family(''))).toEqual(['Enter child 1’s age (0 for a baby under one).']);
    expect(messages(family('0'))).toEqual([]);
  });
});

describe('the answers priced', () => {
  it('are the people, plan and excess once every step is answered; a studying answer counts only from 21', () => {
    const answers = withPeople(
      { cover: 'family', childCount: '2', planId: 'everyday', excess: '500' },
      [
        ['40', 'yes'],
        ['38', 'no'],
      ],
      [
        ['8', 'yes'],
        ['22', 'yes'],
      ],
    );
    expect(stepProblems('plan', answers)).toEqual([]);
    expect(nzQuoteAnswers(answers)).toEqual({
      cover: 'family',
      adults: [
        { age: 40, smoker: true },
        { age: 38, smoker: false },
      ],
      children: [
        { age: 8, studying: false },
        { age: 22, studying: true },
      ],
      planId: 'everyday',
      excess: 500,
    });
  });

  it('are not ready without a plan and an excess', () => {
    const answers = withPeople({ cover: 'just-me' });
    expect(stepProblems('plan', answers).map((problem) => problem.message)).toEqual([
      'Choose a plan.',
      'Choose an excess.',
    ]);
    expect(nzQuoteAnswers(answers)).toBeNull();
  });
});
