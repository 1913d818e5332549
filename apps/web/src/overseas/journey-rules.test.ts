// The overseas quote's step checks on a fixed day (26 November 2026): the messages each step shows, at the edges of
// the arrival window and the length of cover, and the answers handed to pricing and the application service.
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { NOT_SURE, emptyOverseasAnswers, startingAnswers } from './journey';
import type { OverseasJourneyAnswers } from './journey';
import { completeAnswers, overseasAnswers, stepProblems } from './journey-rules';

const today = parseDate('2026-11-26');
const answers = (change: Partial<OverseasJourneyAnswers> = {}): OverseasJourneyAnswers => ({
  ...emptyOverseasAnswers,
  coverType: 'student',
  subclass: '500',
  who: 'single',
  arrival: '15/02/2027',
  months: '12',
  ...change,
});
const messages = (step: Parameters<typeof stepProblems>[0], change: Partial<OverseasJourneyAnswers>) =>
  stepProblems(step, answers(change), today).map((problem) => `${problem.field}: ${problem.message}`);

describe('starting answers', () => {
  it('chooses student visa cover on the students’ site, working visa cover on the workers’, none on the hub', () => {
    expect(startingAnswers('internationalStudents').coverType).toBe('student');
    expect(startingAnswers('internationalWorkers').coverType).toBe('working');
    expect(startingAnswers('international').coverType).toBe('');
  });
});

describe('your visa and cover', () => {
  it('asks for a cover type first', () => {
    expect(messages('cover-type', { coverType: '', subclass: '' })).toEqual([
      'cover-type: Choose the cover you need.',
    ]);
  });

  it('asks student cover for subclass 500 or 590, and refuses another cover type’s subclass', () => {
    expect(messages('cover-type', { subclass: '' })).toEqual([
      'subclass: Choose your visa subclass: student visa cover is for subclasses 500, 590.',
    ]);
    expect(messages('cover-type', { subclass: '482' })).toEqual([
      'subclass: Choose one of the visa subclasses listed for student visa cover.',
    ]);
    expect(messages('cover-type', { subclass: '590' })).toEqual([]);
  });

  it('needs a working visa subclass for working visa cover', () => {
    expect(messages('cover-type', { coverType: 'working', subclass: '' })).toEqual([
      'subclass: Choose your visa subclass: working visa cover is for subclasses 482, 494, 407, 408, 485, 417, 462.',
    ]);
    expect(messages('cover-type', { coverType: 'working', subclass: '482' })).toEqual([]);
  });

  it('lets a visitor be not sure of the subclass yet, but no one else', () => {
    expect(messages('cover-type', { coverType: 'visitor', subclass: NOT_SURE })).toEqual([]);
    expect(messages('cover-type', { coverType: 'working', subclass: NOT_SURE })).toHaveLength(1);
  });

  it('asks a visitor for a subclass or ‘not sure’: the question is not skipped', () => {
    expect(messages('cover-type', { coverType: 'visitor', subclass: '' })).toEqual([
      'subclass: Choose your visa subclass, or ‘I’m not sure yet’: visitor cover is for subclasses 600, 870, 651, 601.',
    ]);
    expect(messages('cover-type', { coverType: 'visitor', subclass: '600' })).toEqual([]);
  });
});

describe('arrival and length of cover', () => {
  it('asks for a date, then a real one', () => {
    expect(messages('dates', { arrival: '' })).toEqual([
      'arrival: Enter the date you arrive in Australia, as dd/mm/yyyy.',
    ]);
    expect(messages('dates', { arrival: '30/02/2027' })).toEqual([
      'arrival: Enter a real date, as dd/mm/yyyy.',
    ]);
  });

  it('takes an arrival up to 7 days ago (19 November), not 8', () => {
    expect(messages('dates', { arrival: '19/11/2026' })).toEqual([]);
    expect(messages('dates', { arrival: '18/11/2026' })).toEqual([
      'arrival: Cover can start at most 7 days back. Enter 19 November 2026 or later, or call us.',
    ]);
  });

  it('takes an arrival up to 365 days ahead (26 November 2027), not 366', () => {
    expect(messages('dates', { arrival: '26/11/2027' })).toEqual([]);
    expect(messages('dates', { arrival: '27/11/2027' })).toEqual([
      'arrival: We quote up to 12 months ahead. Enter 26 November 2027 or earlier.',
    ]);
  });

  it('asks for the months, within the cover type’s range', () => {
    expect(messages('dates', { months: '' })).toEqual(['months: Choose how many months of cover you need.']);
    expect(messages('dates', { months: '66' })).toEqual([]);
    expect(messages('dates', { months: '67' })).toEqual(['months: Choose between 1 and 66 months.']);
    expect(messages('dates', { coverType: 'working', subclass: '482', months: '49' })).toEqual([
      'months: Choose between 1 and 48 months.',
    ]);
  });
});

describe('the answers priced and saved', () => {
  const address = {
    RecordId: '1',
    AddressLine: '1 GEORGE ST',
    Locality: 'SYDNEY',
    State: 'NSW',
    Postcode: '2000',
  };
  const addressLine = '1 GEORGE ST, SYDNEY NSW 2000';

  it('are none until the steps before are complete', () => {
    expect(overseasAnswers(answers({ who: '' }), today)).toBeNull();
    expect(overseasAnswers(answers({ arrival: '18/11/2026' }), today)).toBeNull();
    expect(completeAnswers(answers(), today)).toBeNull();
  });

  it('are in the service’s shape once a level is chosen: dates as yyyy-mm-dd, months a number', () => {
    expect(completeAnswers(answers({ level: 'standard' }), today)).toEqual({
      coverType: 'student',
      subclass: '500',
      who: 'single',
      arrival: '2027-02-15',
      months: 12,
      level: 'standard',
    });
  });

  it('send ‘not sure’ as no subclass', () => {
    expect(
      completeAnswers(answers({ coverType: 'visitor', subclass: NOT_SURE, level: 'essentials' }), today),
    ).toMatchObject({
      subclass: '',
    });
  });

  it('keep an address only once arrived: on the arrival day, not before it', () => {
    expect(
      completeAnswers(answers({ arrival: '26/11/2026', address, addressLine, level: 'essentials' }), today)
        ?.address,
    ).toBe('1 GEORGE ST, SYDNEY NSW 2000');
    expect(
      completeAnswers(answers({ arrival: '27/11/2026', address, addressLine, level: 'essentials' }), today),
    ).not.toHaveProperty('address');
  });
});
