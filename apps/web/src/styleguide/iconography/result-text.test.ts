import { describe, expect, it } from 'vitest';
import { NO_ICONS_MESSAGE, filterWords, resultText } from './IconFilter';

describe('the icon browser’s result line', () => {
  it('says all, how many match what, or the empty message', () => {
    expect(resultText(378, 378, '')).toBe('Showing all 378 icons');
    expect(resultText(1, 378, filterWords('phone', null))).toBe('1 icon found for “phone”');
    expect(resultText(3, 378, filterWords('  heart   rate ', 'Health care'))).toBe(
      '3 icons found for “heart rate” in Health care',
    );
    expect(resultText(58, 378, filterWords('', 'Health care'))).toBe('58 icons found in Health care');
    expect(resultText(0, 378, filterWords('zzz', null))).toBe(NO_ICONS_MESSAGE);
  });

  it('shortens a long query', () => {
    expect(filterWords('a'.repeat(100), null)).toBe(` for “${'a'.repeat(39)}…”`);
  });
});
