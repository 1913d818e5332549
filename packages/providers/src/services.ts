// What the directory can be searched for: the kinds of provider, with the words each page uses for them. The URL
// segment of a provider's page (/find-a-provider/{service}/{slug}) is the service's id.

export const PROVIDER_SERVICES = [
  'dental',
  'optical',
  'physiotherapy',
  'chiropractic',
  'psychology',
  'gp-telehealth',
  'private-hospital',
  'day-hospital',
] as const;

export type ProviderService = (typeof PROVIDER_SERVICES)[number];

export interface ServiceWords {
  /** One provider of the kind, as a heading or a list item says it: 'Dentist'. */
  one: string;
  /** Several, as the service choice and a results count say it: 'Dentists'. */
  many: string;
}

export const SERVICE_WORDS: Record<ProviderService, ServiceWords> = {
  dental: { one: 'Dentist', many: 'Dentists' },
  optical: { one: 'Optometrist', many: 'Optometrists' },
  physiotherapy: { one: 'Physiotherapist', many: 'Physiotherapists' },
  chiropractic: { one: 'Chiropractor', many: 'Chiropractors' },
  psychology: { one: 'Psychologist', many: 'Psychologists' },
  'gp-telehealth': { one: 'GP telehealth service', many: 'GP telehealth services' },
  'private-hospital': { one: 'Private hospital', many: 'Private hospitals' },
  'day-hospital': { one: 'Day hospital', many: 'Day hospitals' },
};

export const isProviderService = (value: string): value is ProviderService =>
  (PROVIDER_SERVICES as readonly string[]).includes(value);
