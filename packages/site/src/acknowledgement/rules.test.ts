import { describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../data/variants';
import { acknowledgementFor, acknowledgementMode } from './rules';

const partners = ['harbourline', 'coralbay', 'kestrel', 'saltbush', 'meridian', 'sundial', 'tidewater'];

describe('acknowledgement of country matrix', () => {
  it('is hidden for each of the seven partner themes, whatever the variant', () => {
    for (const theme of partners) {
      for (const variant of VARIANT_IDS)
        expect(acknowledgementMode({ theme, variant }), `${theme}/${variant}`).toBe('hidden');
    }
  });

  it('is hidden for the nz footer in any theme', () => {
    for (const theme of ['main', 'gu', 'foundation', 'thrive'])
      expect(acknowledgementMode({ theme, variant: 'nz' })).toBe('hidden');
  });

  it('is hidden when forced, even where it would show artwork', () => {
    expect(acknowledgementMode({ theme: 'main', variant: 'arhi', forceHide: true })).toBe('hidden');
    expect(acknowledgementMode({ theme: 'foundation', variant: 'foundation', forceHide: true })).toBe(
      'hidden',
    );
  });

  it('shows artwork for the main brand and the foundation', () => {
    expect(acknowledgementMode({ theme: 'main', variant: 'arhi' })).toBe('artwork');
    expect(acknowledgementMode({ theme: 'main', variant: 'shareholders' })).toBe('artwork');
    expect(acknowledgementMode({ theme: 'foundation', variant: 'foundation' })).toBe('artwork');
  });

  it('shows a plain banner for the other brands', () => {
    expect(acknowledgementMode({ theme: 'gu', variant: 'gu' })).toBe('banner');
    expect(acknowledgementMode({ theme: 'thrive', variant: 'thrive' })).toBe('banner');
  });

  it('words the statement and links reconciliation by brand group', () => {
    const main = acknowledgementFor({ theme: 'main', variant: 'arhi' }).statement;
    const gu = acknowledgementFor({ theme: 'gu', variant: 'gu' }).statement;
    const thrive = acknowledgementFor({ theme: 'thrive', variant: 'thrive' }).statement;
    expect(main.wording).toMatch(/Traditional Custodians/);
    expect(gu.wording).not.toBe(main.wording);
    expect(thrive.wording).not.toBe(main.wording);
    expect(gu.link?.url).toBe('/gu/about-us');
    expect(main.link?.url).toBe('/about-us/reconciliation-action-plan');
    expect(acknowledgementFor({ theme: 'foundation', variant: 'foundation' }).statement).toEqual(main);
  });
});
