import { describe, expect, it } from 'vitest';
import { jsonLdBlocksOf, validateHtmlJsonLd, validateJsonLd } from './json-ld-validate.mjs';

const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Larkspur Health',
  url: 'https://www.larkspur.example/',
  logo: 'https://www.larkspur.example/icons/main/icon-512.png',
  contactPoint: [{ '@type': 'ContactPoint', telephone: '1300 975 707', contactType: 'customer service' }],
};

const breadcrumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.larkspur.example/' },
    { '@type': 'ListItem', position: 2, name: 'Help', item: 'https://www.larkspur.example/help' },
  ],
};

describe('validateJsonLd', () => {
  it('accepts valid blocks', () => {
    expect(validateJsonLd(organization)).toEqual([]);
    expect(validateJsonLd(breadcrumbs)).toEqual([]);
  });

  it('refuses a type schema.org does not have', () => {
    expect(validateJsonLd({ ...organization, '@type': 'HealthFund' })).toContain(
      '$: unknown @type HealthFund',
    );
  });

  it('refuses a property schema.org does not have', () => {
    expect(validateJsonLd({ ...organization, phone: '1300 975 707' })).toContain('$.phone: unknown property');
  });

  it('refuses a property of another type, and accepts one of a supertype', () => {
    expect(validateJsonLd({ ...organization, price: 10 })).toContain(
      '$.price: not a property of Organization',
    );
    // `name` is Thing's, which Organization is.
    expect(validateJsonLd(organization).some((error) => error.includes('.name'))).toBe(false);
  });

  it('checks nested objects, and refuses one without a type', () => {
    expect(
      validateJsonLd({
        ...organization,
        contactPoint: [{ telephone: '1', contactType: 'sales', openingHours: 'x' }],
      }),
    ).toEqual(['$.contactPoint[0]: an object without @type']);
    expect(
      validateJsonLd({
        ...organization,
        contactPoint: [{ '@type': 'ContactPoint', telephone: '1', contactType: 'sales', legalName: 'x' }],
      }),
    ).toContain('$.contactPoint[0].legalName: not a property of ContactPoint');
  });

  it("refuses an Organization without Google's name, url and logo", () => {
    const { logo: _logo, url: _url, ...bare } = organization;
    expect(validateJsonLd(bare)).toEqual(['$: Organization without url', '$: Organization without logo']);
  });

  it('refuses a BreadcrumbList of one item, and items without position, name or an absolute item', () => {
    expect(
      validateJsonLd({ ...breadcrumbs, itemListElement: breadcrumbs.itemListElement.slice(0, 1) }),
    ).toContain('$: BreadcrumbList with fewer than 2 items');
    const errors = validateJsonLd({
      ...breadcrumbs,
      itemListElement: [breadcrumbs.itemListElement[0], { '@type': 'ListItem', position: 3, item: '/help' }],
    });
    expect(errors).toEqual([
      '$.itemListElement[1]: position 3, expected 2',
      '$.itemListElement[1]: without name',
      '$.itemListElement[1]: item is not an absolute URL',
    ]);
  });

  it('refuses an FAQPage question without its accepted answer', () => {
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'What does it cost?' }],
      }),
    ).toEqual(['$.mainEntity[0]: Question without acceptedAnswer.text']);
  });

  it('refuses a Product whose Offer has no price or currency', () => {
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Gold Hospital',
        offers: { '@type': 'Offer', price: 'about ten dollars' },
      }),
    ).toEqual(['$.offers[0]: without a numeric price', '$.offers[0]: without an ISO 4217 priceCurrency']);
  });

  it('refuses a block without the schema.org context', () => {
    expect(validateJsonLd({ ...organization, '@context': 'http://example.org' })).toContain(
      '$: @context is not https://schema.org',
    );
  });
});

describe('validateHtmlJsonLd', () => {
  it('finds every ld+json block of a page, and reports one that does not parse', () => {
    const html = `<head><script type="application/ld+json">${JSON.stringify(breadcrumbs)}</script>
      <script>window.x = 1</script><script type='application/ld+json'>{"@context": </script></head>`;
    expect(jsonLdBlocksOf(html)).toHaveLength(2);
    expect(validateHtmlJsonLd(html)).toEqual([expect.stringMatching(/^block 2: not JSON/)]);
  });
});

describe('vocabulary', () => {
  it('knows the types schema.org lists that the file types only as enumeration members', () => {
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Harbour Physio',
        address: { '@type': 'PostalAddress', streetAddress: '1 Quay Street' },
        knowsLanguage: ['English'],
      }),
    ).toEqual([]);
  });

  it('asks a local business for its address, not a logo', () => {
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Dentist', name: 'Smile' })).toEqual([
      '$: LocalBusiness without address',
    ]);
  });
});
