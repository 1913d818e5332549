import { describe, expect, it } from 'vitest';
import { clientNavigationPath, inAppPath } from './client-navigation';

const here = new URL('https://www.larkspur.example/health-insurance?state=nsw');
const plainClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const anchor = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href: new URL(href, here).href,
  target: '',
  download: false,
  ...extra,
});

describe('clientNavigationPath', () => {
  it('takes a plain click on a link to another page of the site', () => {
    expect(clientNavigationPath(plainClick, anchor('/health-insurance/hospital'), here)).toBe(
      '/health-insurance/hospital',
    );
    expect(clientNavigationPath(plainClick, anchor('/search?q=bronze#results'), here)).toBe(
      '/search?q=bronze#results',
    );
    expect(clientNavigationPath(plainClick, anchor('/gu', { target: '_self' }), here)).toBe('/gu');
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['Ctrl+click (new tab)', { ctrlKey: true }],
    ['Cmd+click (new tab)', { metaKey: true }],
    ['Shift+click (new window)', { shiftKey: true }],
    ['Alt+click (download)', { altKey: true }],
    ['a click a handler already took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_name, facts) => {
    expect(clientNavigationPath({ ...plainClick, ...facts }, anchor('/travel'), here)).toBeNull();
  });

  it('leaves links that open elsewhere or download to the browser', () => {
    expect(clientNavigationPath(plainClick, anchor('/travel', { target: '_blank' }), here)).toBeNull();
    expect(clientNavigationPath(plainClick, anchor('/travel', { download: true }), here)).toBeNull();
  });
});

describe('inAppPath', () => {
  it.each([
    ['another site', 'https://partner.example/travel'],
    ['the same host on another scheme', 'http://www.larkspur.example/travel'],
    ['a phone number', 'tel:1300975707'],
    ['an email address', 'mailto:help@larkspur.example'],
    ['a file', '/docs/fund-rules.pdf'],
    ['the JSON API', '/api/products/prices'],
    ['the navigation data', '/nav-data/arhi'],
    ['a jump within the page shown', '/health-insurance?state=nsw#rebate'],
    ['a bare fragment', '#main-content'],
    ['a page whose scripts need a policy of their own (the live code block)', '/components/code-block'],
  ])('is null for %s', (_name, href) => {
    expect(inAppPath(new URL(href, here).href, here)).toBeNull();
  });

  it('is the path of the same page with another query, or without its hash', () => {
    expect(inAppPath('/health-insurance?state=vic', here)).toBe('/health-insurance?state=vic');
    expect(inAppPath('/health-insurance?state=nsw', here)).toBe('/health-insurance?state=nsw');
  });

  it('is null for an href that is not a URL', () => {
    expect(inAppPath('http://[not-a-host', here)).toBeNull();
  });
});
