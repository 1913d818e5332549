import { describe, expect, it } from 'vitest';
import { absolutiseHref, isInternalHref, isSitePath } from './href';

describe('isInternalHref', () => {
  it.each([
    '/',
    '/health-insurance',
    '/help#contact',
    '#main-content',
    '?q=dental',
    'about',
    './about',
    '../up',
  ])('counts %s as a link on this site', (href) => expect(isInternalHref(href)).toBe(true));

  it.each([
    '//cdn.example/x',
    '\\\\cdn.example/x',
    'https://example.com',
    'HTTP://example.com',
    'mailto:help@example.com',
    'tel:1300975707',
    'javascript:alert(1)',
    ' https://example.com',
  ])('counts %s as a link elsewhere', (href) => expect(isInternalHref(href)).toBe(false));
});

describe('isSitePath', () => {
  it('is true only for root-relative paths of this site', () => {
    expect(isSitePath('/help')).toBe(true);
    expect(isSitePath('#top')).toBe(false);
    expect(isSitePath('about')).toBe(false);
    expect(isSitePath('//host/x')).toBe(false);
  });
});

describe('absolutiseHref', () => {
  it('prefixes site paths with the base URL, keeping queries and fragments', () => {
    expect(absolutiseHref('/health-insurance/singles', 'https://www.example.com')).toBe(
      'https://www.example.com/health-insurance/singles',
    );
    expect(absolutiseHref('/search?q=dental#results', 'https://www.example.com/')).toBe(
      'https://www.example.com/search?q=dental#results',
    );
  });

  it('keeps a path in the base URL', () => {
    expect(absolutiseHref('/help', 'https://partner.example/au/')).toBe('https://partner.example/au/help');
    expect(absolutiseHref('/help', 'https://partner.example/au')).toBe('https://partner.example/au/help');
  });

  it.each([
    'https://other.example/x',
    '//cdn.example/y',
    'tel:1300975707',
    'mailto:a@b.example',
    '#top',
    'about',
  ])('leaves %s unchanged', (href) => expect(absolutiseHref(href, 'https://www.example.com')).toBe(href));
});
