import { describe, expect, it } from 'vitest';
import { absolutiseUrl, defaultBaseUrl, linkResolver } from './absolutise';

describe('link absolutisation', () => {
  it('prefixes site paths with the base URL', () => {
    expect(absolutiseUrl('/health-insurance/singles', 'https://www.example.com')).toBe(
      'https://www.example.com/health-insurance/singles',
    );
    expect(absolutiseUrl('/search?q=dental#results', 'https://www.example.com/')).toBe(
      'https://www.example.com/search?q=dental#results',
    );
  });

  it('keeps a path in the base URL', () => {
    expect(absolutiseUrl('/help', 'https://partner.example/au/')).toBe('https://partner.example/au/help');
    expect(absolutiseUrl('/help', 'https://partner.example/au')).toBe('https://partner.example/au/help');
  });

  it('leaves external, protocol-relative, tel, mailto and fragment links unchanged', () => {
    for (const url of [
      'https://other.example/x',
      '//cdn.example/y',
      'tel:1300975707',
      'mailto:a@b.example',
      '#top',
    ]) {
      expect(absolutiseUrl(url, 'https://www.example.com')).toBe(url);
    }
  });

  it('keeps links relative unless the absolute-links option is set', () => {
    expect(linkResolver('arhi')('/help')).toBe('/help');
    expect(linkResolver('arhi', { absoluteLinks: false, baseUrl: 'https://x.example' })('/help')).toBe(
      '/help',
    );
  });

  it('uses the given base URL, else the variation’s default origin', () => {
    expect(linkResolver('arhi', { absoluteLinks: true, baseUrl: 'https://partner.example' })('/help')).toBe(
      'https://partner.example/help',
    );
    expect(linkResolver('nz', { absoluteLinks: true })('/nz/claims')).toBe(
      `${defaultBaseUrl('nz')}/nz/claims`,
    );
    expect(linkResolver('gu', { absoluteLinks: true })('/gu/forms')).toBe(`${defaultBaseUrl('gu')}/gu/forms`);
    expect(defaultBaseUrl('gu')).not.toBe(defaultBaseUrl('arhi'));
  });
});
