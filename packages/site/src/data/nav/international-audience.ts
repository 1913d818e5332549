// The overseas students' and the overseas workers' and visitors' variants share one shape: their cover's pages in a
// dropdown and a footer column, the shared using-your-cover and help menus, and their own contact page. Each
// audience's pages are written once here and read by its header, its footer and the overseas hub.
import { phone } from '../brand';
import type { NavData, NavLink } from '../schema';
import { cta, footerLink, link } from './builders';
import {
  helpMenu,
  internationalContact,
  internationalSmallFooter,
  internationalSmallHeader,
  memberLogin,
  usingYourCoverMenu,
} from './international-shared';

/** A page of an audience's cover; `key` names it in link ids (`oshc-cover-explained`, `oshc-ft-explained`). */
export interface CoverPage {
  key: string;
  title: string;
  url: string;
}

/**
 * Where each overseas site's 'Get a quote' leads: the overseas quote (apps/web/src/overseas), in that site's own
 * header and footer, with the cover its visitors come for chosen already. Never the resident health quote: its
 * address, rebate and Lifetime Health Cover questions do not apply to visa cover.
 */
export const QUOTE_URLS = {
  students: '/overseas-students/quote/cover-type',
  workers: '/overseas-working-visitors/quote/cover-type',
  international: '/international/quote/cover-type',
} as const;

export const studentPages = {
  home: { key: 'home', title: 'Overseas Student Health Cover', url: '/overseas-students' },
  explained: { key: 'explained', title: 'OSHC explained', url: '/overseas-students/oshc-explained' },
  ours: { key: 'ours', title: 'What our OSHC covers', url: '/overseas-students/our-cover' },
  claim: { key: 'claim', title: 'How to claim', url: '/overseas-students/how-to-claim' },
  contact: { key: 'contact', title: 'Contact us', url: '/overseas-students/contact-us' },
} satisfies Record<string, CoverPage>;

export const workerPages = {
  home: { key: 'home', title: 'Overseas Visitors Health Cover', url: '/overseas-working-visitors' },
  ours: { key: 'ours', title: 'What our OVHC covers', url: '/overseas-working-visitors/our-cover' },
  visa8501: { key: '8501', title: 'Visa condition 8501', url: '/overseas-working-visitors/visa-8501' },
  claim: { key: 'claim', title: 'How to claim', url: '/overseas-working-visitors/how-to-claim' },
  contact: { key: 'contact', title: 'Contact us', url: '/overseas-working-visitors/contact-us' },
} satisfies Record<string, CoverPage>;

export const coverLink = (prefix: string, page: CoverPage) =>
  link(`${prefix}-${page.key}`, page.title, page.url);
export const coverFooterLink = (prefix: string, page: CoverPage) =>
  footerLink(`${prefix}-${page.key}`, page.title, page.url);

interface OverseasAudience {
  /** Names the header, footer and small header and footer: `students-header`. */
  id: string;
  /** Starts every link id: `oshc-cover-home`. */
  prefix: string;
  logoLabel: string;
  ribbon: NavLink[];
  /** The cover's own menu and footer column. */
  cover: { title: string; icon: string; pages: CoverPage[]; callOut: NonNullable<NavLink['callOut']> };
  pages: { home: CoverPage; claim: CoverPage; contact: CoverPage };
  /** Where its 'Get a quote' leads (QUOTE_URLS). */
  quoteUrl: string;
}

export function overseasAudienceNav({
  id,
  prefix,
  logoLabel,
  ribbon,
  cover,
  pages,
  quoteUrl,
}: OverseasAudience): NavData {
  return {
    header: {
      id: `${id}-header`,
      logoUrl: pages.home.url,
      logoLabel,
      phoneNumber: phone.international,
      ribbon,
      callToAction: cta(`${prefix}-cta-quote`, 'Get a quote', quoteUrl),
      quoteButtonUrl: quoteUrl,
      navLinks: [
        {
          id: `${prefix}-cover`,
          title: cover.title,
          url: pages.home.url,
          icon: cover.icon,
          variation: 'dropdown',
          children: cover.pages.map((page) => coverLink(`${prefix}-cover`, page)),
          callOut: cover.callOut,
        },
        usingYourCoverMenu(prefix, pages.claim.url),
        helpMenu(prefix, pages.contact.url),
        memberLogin(prefix),
      ],
      smallHeaderConfig: internationalSmallHeader(id, prefix, pages.home.url),
    },
    footer: {
      id: `${id}-footer`,
      countryOfOrigin: 'Australia',
      columns: [
        {
          id: `${prefix}-ft-cover`,
          title: cover.title,
          children: cover.pages.map((page) => coverFooterLink(`${prefix}-ft`, page)),
        },
        {
          id: `${prefix}-ft-using`,
          title: 'Using your cover',
          children: [
            coverFooterLink(`${prefix}-ft`, pages.claim),
            footerLink(`${prefix}-ft-find`, 'Find a doctor or hospital', '/find-a-provider'),
            footerLink(`${prefix}-ft-telehealth`, 'GP telehealth', '/health-information/gp-telehealth'),
            footerLink(`${prefix}-ft-hospital`, 'Going to hospital', '/going-to-hospital'),
          ],
        },
        {
          id: `${prefix}-ft-more`,
          title: 'More help',
          children: [
            footerLink(`${prefix}-ft-help`, 'Help centre', '/help'),
            coverFooterLink(`${prefix}-ft`, pages.contact),
            footerLink(`${prefix}-ft-international`, 'All overseas cover', '/international'),
          ],
        },
      ],
      contact: internationalContact(prefix, pages.contact.url),
      smallFooterConfig: internationalSmallFooter(id),
    },
  };
}
