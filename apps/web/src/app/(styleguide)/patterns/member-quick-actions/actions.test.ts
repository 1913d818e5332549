import { describe, expect, it } from 'vitest';
import { pageByPath } from '@/content/pages';
import { memberQuickActions } from './actions';

// Each action leads to the page that does or explains that action, never to a hub that leaves the member looking.
const SPECIFIC_PAGE: Record<string, { href: string; title: RegExp }> = {
  'Make a claim': { href: '/help/make-a-claim', title: /claim/i },
  'View my cover': { href: '/help/view-your-cover', title: /your cover/i },
  'View extras usage': { href: '/help/extras-usage', title: /extras usage/i },
  'Show digital card': { href: '/help/digital-member-card', title: /digital member card/i },
  'Find a provider': { href: '/find-a-provider', title: /find a provider/i },
  'Book telehealth': { href: '/health-information/gp-telehealth', title: /telehealth/i },
  'Use your points': { href: '/member-benefits/rewards-points', title: /points/i },
  'View all': { href: '/help/member-services', title: /everything you can do/i },
};

describe('member quick actions', () => {
  it('are the SPEC’s eight, in its order', () => {
    expect(memberQuickActions.map((action) => action.label)).toEqual(Object.keys(SPECIFIC_PAGE));
  });

  it.each(memberQuickActions.map((action) => [action.label, action.href] as const))(
    '%s leads to the page about that action (%s), which exists',
    (label, href) => {
      const expected = SPECIFIC_PAGE[label]!;
      expect(href).toBe(expected.href);
      const page = pageByPath(href);
      expect(page, `${href} is not a page of the site`).toBeDefined();
      expect(page!.title).toMatch(expected.title);
    },
  );

  it('each lead to a page of its own', () => {
    const hrefs = memberQuickActions.map((action) => action.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('View all lists every other action’s page', () => {
    const all = pageByPath('/help/member-services')!;
    const listed = new Set(all.sections.flatMap((section) => section.links ?? []).map((link) => link.href));
    for (const action of memberQuickActions.filter((one) => one.label !== 'View all')) {
      expect(listed.has(action.href), action.label).toBe(true);
    }
  });
});
