import { describe, expect, it } from 'vitest';
import { brand } from '@ds/site/data';
import { SEARCH_PAGE_PATHS, SEARCH_SECTIONS, searchBrand, searchSection } from './sections';

describe('searchSection', () => {
  it.each([
    ['/', 'Health insurance'],
    ['/health-insurance/hospital/hospital-bronze', 'Health insurance'],
    ['/help', 'Health insurance'],
    ['/travel-insurance/plans/domestic', 'Travel'],
    ['/help/travel', 'Travel'],
    ['/thrive/join', 'NDIS plan management'],
    ['/help/thrive', 'NDIS plan management'],
    ['/foundation/funding', 'Foundation'],
    ['/shareholders/home', 'Shareholders'],
    ['/providers/medical', 'Providers'],
    ['/nz/claims', 'New Zealand'],
    ['/gu/hospital-cover', brand.gu],
    ['/international', 'Overseas visitors'],
    ['/overseas-students/contact-us', 'Overseas visitors'],
    ['/overseas-working-visitors', 'Overseas visitors'],
    ['/design-system', 'Design system'],
    ['/components/modal', 'Design system'],
    ['/foundations/iconography/system-icons/phone', 'Design system'],
  ])('files %s under %s', (path, section) => {
    expect(searchSection(path)).toBe(section);
  });

  it('does not take a path that only starts like a section', () => {
    expect(searchSection('/travel-insurance-news')).toBe('Health insurance');
    expect(searchSection('/foundationally')).toBe('Health insurance');
  });

  it('names each section once', () => {
    expect(new Set(SEARCH_SECTIONS).size).toBe(SEARCH_SECTIONS.length);
  });
});

describe('searchBrand', () => {
  it.each([
    ['/', 'main'],
    ['/help/travel', 'main'],
    ['/thrive/join', 'main'],
    ['/nz/claims', 'main'],
    ['/overseas-students', 'main'],
    ['/gu', 'gu'],
    ['/gu/how-to-claim', 'gu'],
  ] as const)('puts %s in the %s search', (path, expected) => {
    expect(searchBrand(path)).toBe(expected);
  });

  it('leaves the style guide out of both brands’ searches', () => {
    expect(searchBrand('/components/modal')).toBeNull();
    expect(searchBrand('/foundations/iconography')).toBeNull();
  });
});

describe('SEARCH_PAGE_PATHS', () => {
  it('names each search page once: the main site’s and the second brand’s', () => {
    expect(SEARCH_PAGE_PATHS).toEqual(['/search', '/gu/search']);
  });
});
