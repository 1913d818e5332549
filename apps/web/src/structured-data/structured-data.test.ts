// The schema.org validation of these blocks runs over the built export (e2e/structured-data.spec.ts): the web
// app's tests may not import the tools' validator (eslint-boundaries.mjs).
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, phone } from '@ds/site/data';
import { productById, products } from '@ds/product/data';
import { DEFAULT_PRICE_QUERY, priceOf } from '@ds/product/pricing';
import { contentPages, pageByPath } from '@/content/pages';
import { breadcrumbListJsonLd, trailOf } from './breadcrumbs';
import { faqPageJsonLd } from './faq';
import { insuranceProductJsonLd } from './insurance-product';
import { jsonLdText } from './json-ld-text';
import { organizationJsonLd } from './organization';

describe('organizationJsonLd', () => {
  it.each(VARIANT_IDS)(
    'gives the insurer of %s a name, an absolute URL and logo, and a number',
    (variant) => {
      const org = organizationJsonLd(variant);
      expect(org.name).toBeTruthy();
      expect(org.url).toMatch(/^https:\/\/www\.[a-z-]+\.example\//);
      expect(org.logo).toMatch(/^https:\/\/www\.[a-z-]+\.example\/icons\/[a-z]+\/icon-512\.png$/);
      expect(org.contactPoint.length).toBeGreaterThan(0);
    },
  );

  it('gives the main brand its head office, corporate and overseas numbers, from the brand data', () => {
    const org = organizationJsonLd('arhi');
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Larkspur Health',
      url: 'https://www.larkspur.example/',
      logo: 'https://www.larkspur.example/icons/main/icon-512.png',
      areaServed: 'AU',
    });
    expect(org.contactPoint.map((point) => point.telephone)).toEqual([
      phone.headOffice,
      phone.corporate,
      phone.overseas,
    ]);
    expect(org.contactPoint[0]).toMatchObject({ contactType: 'customer service', areaServed: 'AU' });
  });

  it('gives the NZ site its own origin, company and NZ free-call number', () => {
    const org = organizationJsonLd('nz');
    expect(org).toMatchObject({
      name: 'Larkspur Health New Zealand',
      url: 'https://www.larkspur-nz.example/nz',
      areaServed: 'NZ',
    });
    expect(org.contactPoint).toEqual([
      expect.objectContaining({
        telephone: phone.nz,
        areaServed: 'NZ',
        contactOption: 'https://schema.org/TollFree',
      }),
    ]);
  });

  it('names each brand with its own logo', () => {
    expect(organizationJsonLd('gu')).toMatchObject({
      name: 'Gumleaf Health',
      url: 'https://www.gumleaf.example/gu',
      logo: 'https://www.gumleaf.example/icons/gu/icon-512.png',
    });
    expect(organizationJsonLd('thrive').logo).toBe('https://www.larkspur.example/icons/thrive/icon-512.png');
    expect(organizationJsonLd('foundation').logo).toBe(
      'https://www.larkspur.example/icons/foundation/icon-512.png',
    );
  });
});

describe('breadcrumbs', () => {
  it('leads from the home through the content pages above a page to the page', () => {
    const product = pageByPath('/health-insurance/hospital/hospital-gold')!;
    expect(trailOf(product.path, product.title)).toEqual([
      { name: 'Home', path: '/' },
      { name: pageByPath('/health-insurance')!.title, path: '/health-insurance' },
      { name: pageByPath('/health-insurance/hospital')!.title, path: '/health-insurance/hospital' },
      { name: product.title, path: product.path },
    ]);
  });

  it('starts at the variant’s own home, on its own origin', () => {
    const list = breadcrumbListJsonLd('nz', trailOf('/nz/claims', 'Claims'))!;
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.larkspur-nz.example/nz' },
      { '@type': 'ListItem', position: 2, name: 'Claims', item: 'https://www.larkspur-nz.example/nz/claims' },
    ]);
    expect(trailOf('/shareholders/help/faqs', 'Shareholder FAQs')[0]).toEqual({
      name: 'Home',
      path: '/shareholders/home',
    });
  });

  it('leaves out a path with no page of its own', () => {
    expect(trailOf('/health-insurance/join/welcome', 'Welcome').map((step) => step.path)).toEqual([
      '/',
      '/health-insurance',
      '/health-insurance/join/welcome',
    ]);
  });

  it('gives every content page a trail from its home to itself, numbered from 1', () => {
    for (const page of contentPages) {
      const list = breadcrumbListJsonLd('arhi', trailOf(page.path, page.title))!;
      const items = list.itemListElement;
      expect(items.length, page.path).toBeGreaterThanOrEqual(2);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)).toMatchObject({
        name: page.title,
        item: `https://www.larkspur.example${page.path}`,
      });
    }
  });
});

describe('faqPageJsonLd', () => {
  it('asks each heading of a questions-and-answers page and answers with its paragraphs', () => {
    const page = pageByPath('/help/thrive')!;
    expect(page.faq).toBe(true);
    const faq = faqPageJsonLd(page);
    expect(faq.mainEntity).toHaveLength(page.sections.length);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'What does a plan manager do?',
      acceptedAnswer: { '@type': 'Answer', text: page.sections[0]!.paragraphs.join('\n\n') },
    });
  });

  it('is given only to pages of questions and answers', () => {
    expect(contentPages.filter((page) => page.faq).map((page) => page.path)).toEqual([
      '/help/thrive',
      '/shareholders/help/faqs',
    ]);
  });
});

describe('insuranceProductJsonLd', () => {
  it('offers a cover at the price its page shows first, per month, in AUD', () => {
    const product = productById('hospital-gold')!;
    const data = insuranceProductJsonLd(product, '/health-insurance/hospital/hospital-gold');
    const { amount } = priceOf(product, DEFAULT_PRICE_QUERY);
    expect(data).toMatchObject({
      '@type': ['Product', 'FinancialProduct'],
      name: product.name,
      url: 'https://www.larkspur.example/health-insurance/hospital/hospital-gold',
      offers: {
        '@type': 'Offer',
        price: amount,
        priceCurrency: 'AUD',
        eligibleRegion: 'AU-NSW',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: amount,
          unitText: 'per month',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      },
    });
  });

  it('prices every product sold in NSW, and offers none for a product that is not', () => {
    for (const product of products) {
      const data = insuranceProductJsonLd(product, `/health-insurance/${product.type}/${product.id}`);
      expect('offers' in data, product.id).toBe(product.availableIn.includes('NSW'));
    }
  });
});

describe('jsonLdText', () => {
  it('never lets a value end the script element or open a comment in it', () => {
    const name = 'Smile </script><script>alert(1)</script> <!-- & Co';
    const text = jsonLdText({ name });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).name).toBe(name);
  });

  it('escapes the line and paragraph separators that JavaScript reads as line ends', () => {
    const text = jsonLdText({ name: 'a\u2028b\u2029c' });
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}');
  });
});
