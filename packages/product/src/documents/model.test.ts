import { describe, expect, it } from 'vitest';
import { listText, ordinal, pdfPathOf, plainText } from './model';

describe('document model helpers', () => {
  it('prints markdown as its words', () => {
    expect(plainText('Surgery is in *Back, neck and spine*.')).toBe('Surgery is in Back, neck and spine.');
    expect(plainText('**Check-ups** and [the booklet](/docs/policy-booklet).')).toBe(
      'Check-ups and the booklet.',
    );
  });

  it('joins lists and says birthdays as a sentence does', () => {
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listText(['a', 'b'], 'or')).toBe('a or b');
    expect([1, 2, 3, 11, 22, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '11th', '22nd', '31st']);
  });

  it('puts a document’s PDF beside its page', () => {
    expect(pdfPathOf({ path: '/docs/policy-booklet' })).toBe('/docs/policy-booklet.pdf');
  });
});
