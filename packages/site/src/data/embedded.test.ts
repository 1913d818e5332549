import { describe, expect, it } from 'vitest';
import { isInternalHref, isSitePath } from '@ds/ui/utils';
import { external } from './brand';
import { allInternalPaths, collectLinks, getEmbeddedNavData, NAV_DATA_UPDATED_AT } from './embedded';
import { internalPathsOf } from './nav';
import type { NavData, NavLink } from './schema';
import { navDataSchema } from './schema';
import type { VariantId } from './variants';
import { descendantUrls, overviewLink } from '../nav/nav-links';
import { VARIANT_IDS } from './variants';

const travelPaths = [
  '/travel-insurance',
  '/travel-insurance/quote',
  '/travel-insurance/plans/domestic',
  '/travel-insurance/plans/international',
  '/travel-insurance/plans/annual-travel-insurance',
  '/travel-insurance/campaigns',
  '/travel-insurance/what-we-cover',
  '/travel-insurance/how-to-make-a-claim',
  '/travel-insurance/emergency-assistance',
  '/travel-insurance/partners',
  '/travel-insurance/policy-hub',
  '/travel-insurance/family-violence-policy',
  '/travel-insurance/financial-hardships',
  '/help/travel',
];

const thrivePaths = [
  '/thrive',
  '/thrive/join',
  '/thrive/contact-us',
  '/thrive/resources-for-providers',
  '/thrive/resources-for-participants-and-support-coordinators',
  '/help/thrive',
];

/** SPEC 2.3: the paths each variant's navigation must reach. */
const requiredPaths: Record<VariantId, string[]> = {
  arhi: [
    '/health-insurance',
    '/health-insurance/join/welcome',
    '/health-insurance/singles',
    '/health-insurance/couples',
    '/health-insurance/family',
    '/health-insurance/extras',
    '/health-insurance/hospital',
    '/health-insurance/ambulance',
    '/overseas-students',
    '/overseas-working-visitors',
    '/health-information',
    '/health-information/healthcare-in-australia/lifetime-health-cover',
    '/member-benefits',
    '/find-a-provider',
    '/healthy-living',
    '/health-management-programs',
    '/healthy-living/healthcheck',
    '/the-checkup',
    '/first-choice-network',
    '/free-membership',
    '/health-information/gp-telehealth',
    '/healthy-living/hub-health',
    '/going-to-hospital',
    '/help',
    '/help/health',
    ...travelPaths,
    ...thrivePaths,
    '/contact-us',
    '/about-us',
    '/foundation',
    '/shareholders/home',
    '/providers',
    '/careers',
    '/media',
    '/life-insurance',
    '/corporate-plans',
    '/legal/privacy-policy',
    '/legal/website-terms',
    '/legal/code-of-conduct',
    '/legal/complaints',
    '/legal/accessibility',
    '/docs/fund-rules',
    '/docs/online-terms',
    '/docs/policy-booklet',
    '/onlineservices/oslogout',
    '/search',
  ],
  foundation: [
    '/foundation',
    '/foundation/about-us',
    '/foundation/about-us/leadership-team',
    '/foundation/about-us/community-report',
    '/foundation/our-partners',
    '/foundation/our-partners/health-support',
    '/foundation/funding',
    '/foundation/stories',
    '/foundation/contact-us',
  ],
  shareholders: [
    '/shareholders/home',
    '/shareholders/company-profile',
    '/shareholders/company-profile/board-of-directors',
    '/shareholders/company-profile/executive-team',
    '/shareholders/manage-your-shareholding',
    '/shareholders/financial-information',
    '/shareholders/financial-information/annual-reports',
    '/shareholders/financial-information/dividends',
    '/shareholders/announcements',
    '/shareholders/announcements/asx',
    '/shareholders/announcements/media',
    '/shareholders/help/faqs',
    '/shareholders/help/tax-information',
    '/shareholders/contact-us',
  ],
  providers: [
    '/providers',
    '/providers/medical',
    '/providers/medigap',
    '/providers/hospital',
    '/providers/hcp-portal/user/login',
    '/providers/ancillary',
    '/providers/first-choice-network',
    '/providers/care-home-providers',
    '/providers/international-claiming-options',
    '/providers/contact-us',
  ],
  thrive: thrivePaths,
  nz: [
    '/nz',
    '/nz/our-products',
    '/nz/health-insurance',
    '/nz/compare-plans',
    '/nz/special-offers',
    '/nz/adviser-plans',
    '/nz/life-cover-options',
    '/nz/using-your-cover',
    '/nz/claims',
    '/nz/find-a-provider',
    '/nz/health-and-wellbeing',
    '/nz/member-stories',
    '/nz/free-resources',
    '/nz/about-nib',
    '/nz/news-and-media',
    '/nz/privacy',
    '/nz/terms',
  ],
  gu: [
    '/gu',
    '/gu/about-us',
    '/gu/how-to-claim',
    '/gu/contact-us',
    '/gu/forms',
    '/gu/rewards',
    '/gu/find-a-provider',
    '/gu/mobile-apps',
    '/gu/tax-time',
    '/gu/health-hub',
  ],
  international: [
    '/international',
    '/international/contact-us',
    '/overseas-students',
    '/overseas-working-visitors',
    '/find-a-provider',
    '/help',
  ],
  internationalStudents: [
    '/overseas-students',
    '/overseas-students/oshc-explained',
    '/overseas-students/how-to-claim',
    '/find-a-provider',
    '/help',
  ],
  internationalWorkers: [
    '/overseas-working-visitors',
    '/overseas-working-visitors/visa-8501',
    '/overseas-working-visitors/how-to-claim',
    '/find-a-provider',
    '/help',
  ],
};

function allIds(data: NavData): string[] {
  const ids: string[] = [data.header.id, data.footer.id, data.footer.smallFooterConfig.id];
  const walk = (links: NavLink[] | undefined): void => {
    for (const item of links ?? []) {
      ids.push(item.id);
      if (item.callOut?.primaryCta) ids.push(item.callOut.primaryCta.id);
      if (item.callOut?.secondaryCta) ids.push(item.callOut.secondaryCta.id);
      walk(item.children);
    }
  };
  walk(data.header.ribbon);
  walk(data.header.navLinks);
  if (data.header.callToAction) ids.push(data.header.callToAction.id);
  const small = data.header.smallHeaderConfig;
  if (small) {
    ids.push(small.id);
    walk(small.navLinks);
    ids.push(...(small.iconLinks ?? []).map((item) => item.id));
  }
  for (const column of data.footer.columns) {
    ids.push(column.id, ...column.children.map((item) => item.id));
  }
  const contact = data.footer.contact;
  ids.push(...(contact?.contactLinks ?? []).map((item) => item.id));
  ids.push(...(contact?.socialLinks ?? []).map((item) => item.id));
  ids.push(...data.footer.smallFooterConfig.links.map((item) => item.id));
  if (data.footer.smallFooterConfig.privacy) ids.push(data.footer.smallFooterConfig.privacy.id);
  return ids;
}

function maxDepth(links: NavLink[] | undefined): number {
  if (!links?.length) return 0;
  return 1 + Math.max(...links.map((item) => maxDepth(item.children)));
}

function* everyNavLink(links: NavLink[] | undefined): Generator<NavLink> {
  for (const item of links ?? []) {
    yield item;
    yield* everyNavLink(item.children);
  }
}

describe('embedded nav data', () => {
  it('is dated 2025-11-04', () => {
    expect(NAV_DATA_UPDATED_AT).toBe('2025-11-04');
  });

  describe.each(VARIANT_IDS.map((variant) => [variant] as const))('%s', (variant) => {
    const data = getEmbeddedNavData(variant);

    it('parses with the nav-data schema', () => {
      const result = navDataSchema.safeParse(data);
      expect(result.success, result.error?.message).toBe(true);
    });

    it('has unique ids across its header and footer', () => {
      const ids = allIds(data);
      const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
      expect(duplicates).toEqual([]);
      expect(ids.every((id) => id.length > 0)).toBe(true);
    });

    it('links to every path SPEC 2.3 lists for it', () => {
      const paths = new Set(internalPathsOf(variant));
      const missing = requiredPaths[variant].filter((path) => !paths.has(path));
      expect(missing).toEqual([]);
    });

    it('nests menus at most two levels below a top-level item', () => {
      for (const item of data.header.navLinks) expect(maxDepth(item.children)).toBeLessThanOrEqual(2);
      expect(maxDepth(data.header.ribbon)).toBeLessThanOrEqual(1);
    });

    it('has no empty URL, only site paths or https links to other sites, and opens those in a new tab', () => {
      const links = collectLinks(data);
      expect(links.length).toBeGreaterThan(0);
      for (const found of links) {
        expect(found.url.trim(), `${found.id} in ${found.where}`).not.toBe('');
        if (isSitePath(found.url)) {
          expect(found.url === '/' || !found.url.endsWith('/'), found.id).toBe(true);
          expect(found.url, found.id).not.toMatch(/[\s?#]/);
        } else {
          const url = new URL(found.url);
          expect(url.protocol, found.id).toBe('https:');
          expect(url.hostname.endsWith('.example'), found.id).toBe(true);
          expect(found.targetBlank, `${found.id} in ${found.where} must open in a new tab`).toBe(true);
        }
      }
    });

    it('sends every internal path it renders to allInternalPaths()', () => {
      const all = new Set(allInternalPaths());
      for (const path of internalPathsOf(variant)) expect(all.has(path), path).toBe(true);
    });

    it('gives every nav item with a call-out both a title and a description', () => {
      for (const item of everyNavLink(data.header.navLinks)) {
        if (item.callOut) {
          expect(item.callOut.title.length).toBeGreaterThan(0);
          expect(item.callOut.description.length).toBeGreaterThan(0);
        }
        if (item.children === undefined) expect(item.url, `${item.id} needs a url`).toBeDefined();
      }
    });

    it('uses footer columns of a sensible size and association artwork under /images/associations/', () => {
      expect(data.footer.columns.length).toBeGreaterThanOrEqual(3);
      expect(data.footer.columns.length).toBeLessThanOrEqual(5);
      for (const column of data.footer.columns) {
        expect(column.children.length).toBeGreaterThanOrEqual(3);
        expect(column.children.length).toBeLessThanOrEqual(7);
      }
      for (const badge of data.footer.contact?.associations ?? []) {
        expect(badge.src).toMatch(/^\/images\/associations\/[a-z0-9-]+\.svg$/);
      }
    });
  });

  it('shows search and login where SPEC asks for them', () => {
    expect(getEmbeddedNavData('arhi').header.showSearch).toBe(true);
    expect(getEmbeddedNavData('arhi').header.showLogin).toBe(true);
    expect(getEmbeddedNavData('gu').header.showSearch).toBe(true);
    expect(getEmbeddedNavData('nz').footer.countryOfOrigin).toBe('New Zealand');
  });

  it('gives the gu, nz and thrive variants their external logins', () => {
    const externalUrls = (variant: VariantId) =>
      collectLinks(getEmbeddedNavData(variant))
        .map((item) => item.url)
        .filter((url) => !isInternalHref(url));
    expect(externalUrls('gu')).toEqual(
      expect.arrayContaining([external.guMemberLogin, external.guHrLogin, external.guHospitalLogin]),
    );
    expect(externalUrls('nz')).toEqual(
      expect.arrayContaining([external.nzMemberLogin, external.nzAdviserLogin]),
    );
    expect(externalUrls('thrive')).toContain(external.thrivePortal);
    expect(externalUrls('arhi')).toContain(external.travelPortal);
  });

  it('collects a sorted, unique list of internal paths', () => {
    const paths = allInternalPaths();
    expect(paths).toEqual([...new Set(paths)].sort());
    expect(paths.every(isSitePath)).toBe(true);
  });
});

/** Every address one dropdown lists: its overview link (when it shows one) and its links at every depth. */
function panelUrls(link: NavLink): string[] {
  const overview = overviewLink(link, 'overview');
  return [...(overview?.url ? [overview.url] : []), ...descendantUrls(link)];
}

describe('no panel lists one page twice', () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: each dropdown and drawer section links to a page at most once`, () => {
      const header = getEmbeddedNavData(variant).header;
      const sections = [...(header.navLinks ?? []), ...(header.smallHeaderConfig?.navLinks ?? [])].filter(
        (link) => link.children?.length,
      );
      expect(sections.length).toBeGreaterThan(0);
      for (const section of sections) {
        const urls = panelUrls(section).map((url) => url.replace(/\/$/, ''));
        const repeated = urls.filter((url, index) => urls.indexOf(url) !== index);
        expect(repeated, `${variant} "${section.title}" lists these twice`).toEqual([]);
      }
    });
  }
});
