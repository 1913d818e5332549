import { describe, expect, it } from 'vitest';
import { REFERENCE_LETTERS, newReference, referencePattern } from './reference';

describe('an application’s reference', () => {
  it('is the prefix and two groups of four letters that cannot be confused when read out', () => {
    for (const letter of '01ILOUV') expect(REFERENCE_LETTERS).not.toContain(letter);
    expect(newReference('TPM')).toMatch(referencePattern('TPM'));
  });

  it('draws again the bytes that would favour some letters, so each letter is equally likely', () => {
    // 29 letters: bytes from 256 - (256 % 29) = 232 up are drawn again; 0 is '2', 28 is 'Z', 29 is '2' again.
    const draws = [
      [255, 240, 232, 0, 28, 29, 1, 2],
      [3, 4, 5, 6, 7, 8, 9, 10],
    ];
    const random = (bytes: Uint8Array) => {
      bytes.set(draws.shift()!);
      return bytes;
    };
    expect(newReference('LFA', random)).toBe('LFA-2Z23-4567');
  });
});
