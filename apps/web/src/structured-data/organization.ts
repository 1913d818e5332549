// The insurer behind each part of the site as a schema.org Organization, for the variant's home page: its name,
// site, logo, and the numbers to call it on, read from the footer's contact data (the same numbers the footer
// shows, each written once in the brand data).
//
// Organization rather than InsuranceAgency: schema.org's InsuranceAgency is a LocalBusiness (an agent's office,
// with an address and opening hours to give), while these brands are the insurers themselves, reached by phone
// and online.
import { brand, getEmbeddedNavData, internationalPhone, variantConfigs } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import type { ThemeId } from '@ds/tokens/meta';

/**
 * The brand's logo for search engines: a square PNG of at least 112 px, crawlable on the variant's origin. It is
 * the 512 px icon of the brand's web app manifest (one per theme: main, foundation, thrive, gu).
 */
export const logoPath = (theme: ThemeId): string => `/icons/${theme}/icon-512.png`;

/** Who runs each part of the site: the brand's name, its company, and where its own site starts. */
const INSURER: Record<VariantId, { name: string; legalName?: string; home: VariantId }> = {
  arhi: { name: brand.main, legalName: brand.company, home: 'arhi' },
  shareholders: { name: brand.main, legalName: brand.company, home: 'arhi' },
  providers: { name: brand.main, legalName: brand.company, home: 'arhi' },
  nz: { name: brand.nz, legalName: brand.nzCompany, home: 'nz' },
  gu: { name: brand.gu, legalName: brand.guCompany, home: 'gu' },
  foundation: { name: brand.foundation, home: 'foundation' },
  thrive: { name: brand.thrive, home: 'thrive' },
  international: { name: brand.international, home: 'international' },
  internationalStudents: { name: brand.international, home: 'international' },
  internationalWorkers: { name: brand.international, home: 'international' },
};

/** A variant's page as an absolute URL on the variant's own origin. */
export function absoluteUrl(variant: VariantId, path: string): string {
  return `${variantConfigs[variant].origin}${path}`;
}

/** Free calls: 1800 numbers in Australia, 0800 numbers in New Zealand. */
const isFreeCall = (phoneNumber: string) => /^(1800|0800)\b/.test(phoneNumber);

interface ContactPoint {
  '@type': 'ContactPoint';
  telephone: string;
  contactType: string;
  name?: string;
  areaServed?: string;
  availableLanguage: string;
  contactOption?: string;
}

/**
 * Australian numbers as callers from abroad dial them where they can be (internationalPhone); New Zealand's number
 * as written (an 0800 number, free within New Zealand only).
 */
function contactPoint(
  country: 'AU' | 'NZ',
  phoneNumber: string,
  contactType: string,
  extra: Partial<Pick<ContactPoint, 'name' | 'areaServed'>>,
): ContactPoint {
  return {
    '@type': 'ContactPoint',
    telephone: country === 'AU' ? internationalPhone(phoneNumber) : phoneNumber,
    contactType,
    ...extra,
    availableLanguage: 'English',
    ...(isFreeCall(phoneNumber) ? { contactOption: 'https://schema.org/TollFree' } : {}),
  };
}

/** The insurer of a variant's part of the site, with its contact points. */
export function organizationJsonLd(variant: VariantId) {
  const config = variantConfigs[variant];
  const insurer = INSURER[variant];
  const home = variantConfigs[insurer.home];
  const contact = getEmbeddedNavData(variant).footer.contact ?? {};
  const country = config.lang === 'en-NZ' ? 'NZ' : 'AU';
  const contactPoints = [
    contact.phoneNumber
      ? contactPoint(country, contact.phoneNumber, 'customer service', { areaServed: country })
      : null,
    contact.corporatePhoneNumber
      ? contactPoint(country, contact.corporatePhoneNumber, 'customer service', {
          name: 'Corporate members',
          areaServed: country,
        })
      : null,
    // The number for callers abroad: served from Australia, to anywhere.
    contact.overseasPhoneNumber
      ? contactPoint(country, contact.overseasPhoneNumber, 'customer service', {
          name: 'Calling from overseas',
        })
      : null,
  ].filter((point) => point !== null);
  const sameAs = (contact.socialLinks ?? []).map((link) => link.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(insurer.home, home.homePath)}#organization`,
    name: insurer.name,
    ...(insurer.legalName ? { legalName: insurer.legalName } : {}),
    url: absoluteUrl(insurer.home, home.homePath),
    logo: absoluteUrl(insurer.home, logoPath(home.theme)),
    areaServed: country,
    contactPoint: contactPoints,
    ...(sameAs.length ? { sameAs } : {}),
  };
}
