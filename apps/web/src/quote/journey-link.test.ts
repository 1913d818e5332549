import { describe, expect, it } from 'vitest';
import { emptyAnswers } from './journey';
import type { JourneyAnswers } from './journey';
import { answersFromLink } from './journey-link';

const products = [
  { id: 'hospital-gold', type: 'hospital' },
  { id: 'extras-top', type: 'extras' },
] as const;

describe('a link into the quote journey', () => {
  it('chooses its cover (and that cover’s type, so the cover step shows it)', () => {
    expect(answersFromLink('?product=extras-top', products, emptyAnswers)).toEqual({
      productId: 'extras-top',
      productType: 'extras',
    });
  });

  it('keeps who is covered, the state and how often they pay, when the link says them', () => {
    expect(
      answersFromLink(
        '?product=hospital-gold&cover=family&state=WA&frequency=annually',
        products,
        emptyAnswers,
      ),
    ).toEqual({
      productId: 'hospital-gold',
      productType: 'hospital',
      cover: 'family',
      locationBy: 'state',
      state: 'WA',
      frequency: 'annually',
    });
  });

  it('asks the income tier again when the cover crosses between singles’ and families’ thresholds', () => {
    const single: JourneyAnswers = { ...emptyAnswers, cover: 'single', income: 'not-said' };
    expect(answersFromLink('?cover=couple', products, single)).toEqual({ cover: 'couple', income: '' });
  });

  it('leaves an address in the same state alone', () => {
    const withAddress = {
      ...emptyAnswers,
      address: { State: 'VIC' } as JourneyAnswers['address'],
    };
    expect(answersFromLink('?state=VIC', products, withAddress)).toBeNull();
  });

  it('ignores an unknown cover and values that do not exist', () => {
    expect(
      answersFromLink('?product=nope&cover=everyone&state=XX&frequency=daily', products, emptyAnswers),
    ).toBeNull();
    expect(answersFromLink('', products, emptyAnswers)).toBeNull();
  });
});
