import { describe, expect, it } from 'vitest';
import { withChange } from './answers-change';

interface Answers {
  cover: string;
  adults: { dateOfBirth: string }[];
  contact: string;
  savedId: string;
  savedReference: string;
}

const held: Answers = {
  cover: 'single',
  adults: [{ dateOfBirth: '12/04/1985' }],
  contact: 'a@example.com',
  savedId: 'Q1',
  savedReference: 'R1',
};
const SAVED = { savedId: '', savedReference: '' };

describe('withChange', () => {
  it('merges the change; a different answer forgets the saved record', () => {
    expect(withChange(held, { cover: 'couple' }, SAVED)).toEqual({
      ...held,
      cover: 'couple',
      savedId: '',
      savedReference: '',
    });
  });

  it('an answer given again as it was (a browser restoring the form) keeps the saved record', () => {
    expect(withChange(held, { cover: 'single' }, SAVED)).toEqual(held);
    expect(withChange(held, { adults: [{ dateOfBirth: '12/04/1985' }] }, SAVED)).toEqual(held);
  });

  it('a changed answer in a list forgets the saved record', () => {
    expect(withChange(held, { adults: [{ dateOfBirth: '13/04/1985' }] }, SAVED).savedId).toBe('');
  });

  it('new contact details keep the saved record', () => {
    expect(withChange(held, { contact: '0491 570 006' }, SAVED)).toEqual({
      ...held,
      contact: '0491 570 006',
    });
  });

  it('a change that sets the saved record keeps what it sets, with the answers it came with', () => {
    expect(withChange(held, { cover: 'family', savedId: 'Q2' }, SAVED)).toEqual({
      ...held,
      cover: 'family',
      savedId: 'Q2',
    });
  });
});
