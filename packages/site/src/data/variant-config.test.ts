import { describe, expect, it } from 'vitest';
import { isPartnerTheme, isThemeId } from '@ds/tokens/meta';
import { brand } from './brand';
import { navDataByVariant } from './nav';
import { variantConfigs, variantForPath, variantThemes } from './variant-config';
import { VARIANT_IDS } from './variants';

describe('variant configs', () => {
  describe.each(VARIANT_IDS.map((id) => [id, variantConfigs[id]] as const))('%s', (id, config) => {
    it('has every fact, filled in', () => {
      expect(config.id).toBe(id);
      for (const text of [config.name, config.shortName, config.logo.name, config.phoneNumber])
        expect(text.trim()).not.toBe('');
      expect(config.name.length + config.shortName.length).toBeLessThan(100);
      expect(['en-AU', 'en-NZ']).toContain(config.lang);
      expect(['default', 'portal', 'simplified']).toContain(config.header);
      expect(['main', 'thrive', 'gu']).toContain(config.brandGroup);
      expect(navDataByVariant[id]).toBeDefined();
    });

    it('uses a brand theme of the tokens package, not a partner theme', () => {
      expect(isThemeId(config.theme)).toBe(true);
      expect(isPartnerTheme(config.theme)).toBe(false);
      expect(variantThemes).toContain(config.theme);
    });

    it('owns its home page and every path under its prefix', () => {
      expect(config.pathPrefix === '' || /^\/[a-z-]+$/.test(config.pathPrefix)).toBe(true);
      expect(config.homePath.startsWith(config.pathPrefix)).toBe(true);
      expect(variantForPath(config.homePath)).toBe(id);
      expect(variantForPath(`${config.pathPrefix}/some/page`)).toBe(id);
    });

    it('has a public https origin without a trailing slash', () => {
      const url = new URL(config.origin);
      expect(url.protocol).toBe('https:');
      expect(url.hostname.endsWith('.example')).toBe(true);
      expect(config.origin.endsWith('/')).toBe(false);
    });

    it('names its logo with a brand name', () => {
      expect([brand.mainShort, brand.guShort]).toContain(config.logo.name);
    });
  });

  it('gives every variant its own path prefix, and exactly one the rest of the site', () => {
    const prefixes = VARIANT_IDS.map((id) => variantConfigs[id].pathPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes.filter((prefix) => prefix === '')).toHaveLength(1);
  });

  it('matches whole path segments only', () => {
    expect(variantForPath('/gu')).toBe('gu');
    expect(variantForPath('/gu/forms')).toBe('gu');
    expect(variantForPath('/guide')).toBe('arhi');
    expect(variantForPath('/nzone')).toBe('arhi');
    expect(variantForPath('/health-insurance/singles')).toBe('arhi');
    expect(variantForPath('/')).toBe('arhi');
  });
});
