import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_URL, toHeaderModel } from './model';

describe('header model', () => {
  it('reads the original configuration shape', () => {
    const model = toHeaderModel({
      id: 'h',
      logoUrl: '/gu',
      phoneNumber: '1300 975 710',
      navLinks: [{ id: 'a', title: 'A', url: '/a' }],
      smallHeaderConfig: {
        id: 's',
        iconLinks: [{ id: 'i', url: '/search', label: 'Search', icon: 'search' }],
      },
    });
    expect(model.logoUrl).toBe('/gu');
    expect(model.navLinks).toHaveLength(1);
    expect(model.iconLinks[0]?.label).toBe('Search');
    expect(model.quoteButtonUrl).toBe(DEFAULT_QUOTE_URL);
    expect(model.hideQuoteButton).toBe(false);
  });

  it('reads the newer shape and honours its modes and hide flags', () => {
    const model = toHeaderModel({
      ribbon: { mode: 'hidden', links: [{ id: 'r', title: 'R', url: '/r' }] },
      logo: { url: '/nz' },
      navBar: { mode: 'hidden' },
      navLinks: [{ id: 'a', title: 'A', url: '/a' }],
      iconLinks: [{ id: 'i', url: '/search', label: 'Search', icon: 'search' }],
      phoneNumber: '0800 000 000',
      cta: { id: 'c', title: 'Join', url: '/join' },
      drawer: { quoteButtonUrl: '/quote' },
      hidePhoneNumber: true,
      hideCta: true,
      hideIconLinks: true,
    });
    expect(model.logoUrl).toBe('/nz');
    expect(model.ribbon).toEqual([]);
    expect(model.showNavBar).toBe(false);
    expect(model.phoneNumber).toBeUndefined();
    expect(model.callToAction).toBeUndefined();
    expect(model.iconLinks).toEqual([]);
    expect(model.quoteButtonUrl).toBe('/quote');
  });
});
