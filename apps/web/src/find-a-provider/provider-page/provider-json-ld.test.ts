import { describe, expect, it } from 'vitest';
import { PROVIDER_SERVICES } from '@ds/providers/services';
import { jsonLdText } from '@/structured-data/json-ld-text';
import { SCHEMA_TYPE, openingHoursSpecification, providerJsonLd } from './provider-json-ld';
import { longNamedHospital, parramattaDentist, telehealthGp } from './test-providers';

describe('providerJsonLd', () => {
  it('describes a dentist with its address, place, number and languages', () => {
    const data = JSON.parse(jsonLdText(providerJsonLd(parramattaDentist)));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      name: 'Church Street Dental',
      url: 'https://www.larkspur.example/find-a-provider/dental/church-street-dental-parramatta',
      telephone: '+61 2 5550 1234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Church Street',
        addressLocality: 'Parramatta',
        addressRegion: 'NSW',
        postalCode: '2150',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8136, longitude: 151.0034 },
      knowsLanguage: ['English', 'Mandarin', 'Arabic'],
    });
  });

  it.each([
    ['dental', 'Dentist'],
    ['optical', 'Optician'],
    ['physiotherapy', 'Physiotherapy'],
    ['chiropractic', 'MedicalClinic'],
    ['psychology', 'MedicalClinic'],
    ['gp-telehealth', 'MedicalBusiness'],
    ['private-hospital', 'Hospital'],
    ['day-hospital', 'Hospital'],
  ] as const)('gives a %s provider the schema.org type %s', (service, type) => {
    expect(providerJsonLd({ ...parramattaDentist, service })['@type']).toBe(type);
  });

  it('has a type for every service', () => {
    expect(Object.keys(SCHEMA_TYPE).sort()).toEqual([...PROVIDER_SERVICES].sort());
  });

  it('groups days with the same hours, and gives each session of a split day its own entry', () => {
    expect(openingHoursSpecification(parramattaDentist)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday'], opens: '08:30', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday'], opens: '13:30', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('says a service open around the clock is open all day, every day', () => {
    expect(openingHoursSpecification(telehealthGp)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('writes 1300 numbers as they are, and local numbers with the country code', () => {
    expect(providerJsonLd(telehealthGp).telephone).toBe('1300 975 709');
    expect(providerJsonLd(parramattaDentist).telephone).toMatch(/^\+61 [2378] 5550 \d{4}$/);
  });

  it('names a locality of two words as a sentence would', () => {
    expect(providerJsonLd(longNamedHospital).address.addressLocality).toBe('Wee Waa');
  });
});

describe('jsonLdText', () => {
  it('writes the provider as JSON that reads back as the same data', () => {
    const data = providerJsonLd(parramattaDentist);
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });

  it('never lets a provider name end the script element', () => {
    const hostile = { ...parramattaDentist, name: 'Smile </script><script>alert(1)</script> <!-- & Co' };
    const text = jsonLdText(providerJsonLd(hostile));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).name).toBe(hostile.name);
  });
});
