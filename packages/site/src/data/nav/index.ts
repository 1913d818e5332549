// Every variant's navigation data (dated 2025-11-04), and the functions that walk it.
import { isSitePath } from '@ds/ui/utils';
import type { FooterLink, IconLink, NavData, NavLink } from '../schema';
import type { VariantId } from '../variants';
import { VARIANT_IDS } from '../variants';
import { arhiNav } from './arhi';
import { foundationNav } from './foundation';
import { guNav } from './gu';
import { internationalNav } from './international';
import { internationalStudentsNav } from './international-students';
import { internationalWorkersNav } from './international-workers';
import { nzNav } from './nz';
import { providersNav } from './providers';
import { shareholdersNav } from './shareholders';
import { thriveNav } from './thrive';

export { loginDialogLinks, guLoginLinks, nzLoginLinks } from './login-links';

/** Where the drawer's Get a quote button goes unless a header overrides it (SPEC 2.2). */
export const DEFAULT_QUOTE_URL = '/health-insurance/join/welcome';

export const navDataByVariant: Record<VariantId, NavData> = {
  arhi: arhiNav,
  shareholders: shareholdersNav,
  nz: nzNav,
  foundation: foundationNav,
  thrive: thriveNav,
  providers: providersNav,
  gu: guNav,
  international: internationalNav,
  internationalStudents: internationalStudentsNav,
  internationalWorkers: internationalWorkersNav,
};

/** A link anywhere in a variant's data, with where it was found. */
export interface FoundLink {
  id: string;
  url: string;
  targetBlank: boolean;
  where: string;
}

function walkNav(links: NavLink[] | undefined, where: string, out: FoundLink[]): void {
  for (const item of links ?? []) {
    if (item.url !== undefined) {
      out.push({ id: item.id, url: item.url, targetBlank: item.targetBlank === true, where });
    }
    if (item.callOut?.primaryCta) {
      const { id, url } = item.callOut.primaryCta;
      out.push({ id, url, targetBlank: false, where: `${where} call-out` });
    }
    if (item.callOut?.secondaryCta) {
      const { id, url } = item.callOut.secondaryCta;
      out.push({ id, url, targetBlank: false, where: `${where} call-out` });
    }
    walkNav(item.children, where, out);
  }
}

const fromFooterLinks = (links: FooterLink[] | undefined, where: string): FoundLink[] =>
  (links ?? []).map((item) => ({
    id: item.id,
    url: item.url,
    targetBlank: item.targetBlank === true,
    where,
  }));

const fromIconLinks = (links: IconLink[] | undefined, where: string): FoundLink[] =>
  (links ?? []).map((item) => ({
    id: item.id,
    url: item.url,
    targetBlank: item.targetBlank === true,
    where,
  }));

/** Every link a variant's header, drawer and footer can render. */
export function collectLinks(data: NavData): FoundLink[] {
  const { header, footer } = data;
  const out: FoundLink[] = [];
  if (header.logoUrl)
    out.push({ id: `${header.id}-logo`, url: header.logoUrl, targetBlank: false, where: 'logo' });
  walkNav(header.ribbon, 'ribbon', out);
  walkNav(header.navLinks, 'navLinks', out);
  if (header.callToAction) out.push({ ...header.callToAction, targetBlank: false, where: 'callToAction' });
  if (header.quoteButtonUrl) {
    out.push({
      id: `${header.id}-quote`,
      url: header.quoteButtonUrl,
      targetBlank: false,
      where: 'quoteButtonUrl',
    });
  } else if (!header.hideQuoteButton) {
    out.push({
      id: `${header.id}-quote`,
      url: DEFAULT_QUOTE_URL,
      targetBlank: false,
      where: 'quoteButtonUrl',
    });
  }
  const small = header.smallHeaderConfig;
  if (small?.logoUrl)
    out.push({ id: `${small.id}-logo`, url: small.logoUrl, targetBlank: false, where: 'small logo' });
  walkNav(small?.navLinks, 'small navLinks', out);
  out.push(...fromIconLinks(small?.iconLinks, 'iconLinks'));
  for (const column of footer.columns)
    out.push(...fromFooterLinks(column.children, `footer ${column.title}`));
  out.push(...fromFooterLinks(footer.contact?.contactLinks, 'contactLinks'));
  if (footer.contact?.contactUrl) {
    out.push({
      id: `${footer.id}-contact-url`,
      url: footer.contact.contactUrl,
      targetBlank: false,
      where: 'contactUrl',
    });
  }
  for (const social of footer.contact?.socialLinks ?? []) {
    out.push({ id: social.id, url: social.url, targetBlank: true, where: 'socialLinks' });
  }
  out.push(...fromFooterLinks(footer.smallFooterConfig.links, 'small footer'));
  if (footer.smallFooterConfig.privacy)
    out.push(...fromFooterLinks([footer.smallFooterConfig.privacy], 'privacy'));
  return out;
}

/** The internal paths one variant links to, sorted and without duplicates. */
export function internalPathsOf(variant: VariantId): string[] {
  const urls = collectLinks(navDataByVariant[variant]).map((item) => item.url);
  return [...new Set(urls.filter(isSitePath))].sort();
}

/** Every internal path that any variant's header or footer links to, sorted and without duplicates. */
export function allInternalPaths(): string[] {
  return [...new Set(VARIANT_IDS.flatMap((variant) => internalPathsOf(variant)))].sort();
}
