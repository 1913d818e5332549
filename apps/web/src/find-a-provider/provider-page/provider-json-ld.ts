// The schema.org description of a provider (JSON-LD), for search engines and other readers of the page: the kind of
// business its service is, where it is, how to call it and when it is open.
import type { Provider } from '@ds/providers/types';
import type { ProviderService } from '@ds/providers/services';
import { internationalPhone, siteOrigin } from '@ds/site/data';
import { WEEKDAYS } from '../opening-hours';
import { localityName, providerPath, spokenLanguages } from './provider-page';

/**
 * schema.org's type for each service: its own medical business type where it has one (Dentist, Optician,
 * Physiotherapy, Hospital), a clinic for the practices it has none for, and the general medical business for a GP
 * service that is reached by phone or video rather than at a clinic.
 */
export const SCHEMA_TYPE: Record<ProviderService, string> = {
  dental: 'Dentist',
  optical: 'Optician',
  physiotherapy: 'Physiotherapy',
  chiropractic: 'MedicalClinic',
  psychology: 'MedicalClinic',
  'gp-telehealth': 'MedicalBusiness',
  'private-hospital': 'Hospital',
  'day-hospital': 'Hospital',
};

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** The week's sessions, days with the same hours together (Monday to Friday 8:30 to 17:00 is one entry). */
export function openingHoursSpecification(
  provider: Pick<Provider, 'hours' | 'openAllHours'>,
): OpeningHoursSpecification[] {
  if (provider.openAllHours) {
    return [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...WEEKDAYS], opens: '00:00', closes: '23:59' },
    ];
  }
  const byTimes = new Map<string, OpeningHoursSpecification>();
  for (const session of [...provider.hours].sort((a, b) => a.day - b.day)) {
    const key = `${session.opens}-${session.closes}`;
    const entry = byTimes.get(key) ?? {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [],
      opens: session.opens,
      closes: session.closes,
    };
    entry.dayOfWeek.push(WEEKDAYS[session.day]);
    byTimes.set(key, entry);
  }
  return [...byTimes.values()];
}

/** The provider as a schema.org object. */
export function providerJsonLd(provider: Provider) {
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[provider.service],
    name: provider.name,
    url: `${siteOrigin.main}${providerPath(provider)}`,
    telephone: internationalPhone(provider.phone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: provider.street,
      addressLocality: localityName(provider.locality),
      addressRegion: provider.state,
      postalCode: provider.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: provider.latitude, longitude: provider.longitude },
    openingHoursSpecification: openingHoursSpecification(provider),
    // schema.org's availableLanguage is a contact point's; a business's languages are its knowsLanguage.
    knowsLanguage: spokenLanguages(provider),
  };
}
