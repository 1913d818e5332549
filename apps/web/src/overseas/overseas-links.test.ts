// Every overseas 'Get a quote' leads to the overseas quote in its own variant, never to the resident health quote
// (whose address, rebate and Lifetime Health Cover questions do not apply to visa cover).
import { describe, expect, it } from 'vitest';
import { getEmbeddedNavData } from '@ds/site/data';
import { collectLinks } from '@ds/site/data';
import { homeContent } from '@/content/homes';
import { contentPages } from '@/content/pages';
import { OVERSEAS_QUOTE_VARIANTS, overseasQuoteStart } from './journey';
import type { OverseasVariant } from './journey';

const variants = Object.keys(OVERSEAS_QUOTE_VARIANTS) as OverseasVariant[];

describe('overseas Get a quote links', () => {
  it.each(variants)(
    '%s: the header’s Get a quote and the drawer’s quote button open its own journey',
    (variant) => {
      const { header } = getEmbeddedNavData(variant);
      expect(header.callToAction?.url).toBe(overseasQuoteStart(variant));
      expect('quoteButtonUrl' in header ? header.quoteButtonUrl : undefined).toBe(
        overseasQuoteStart(variant),
      );
    },
  );

  it.each(variants)('%s: no link in its header or footer leads to the resident health quote', (variant) => {
    const urls = collectLinks(getEmbeddedNavData(variant)).map((link) => link.url);
    expect(urls.filter((url) => url.startsWith('/health-insurance/join'))).toEqual([]);
    expect(urls).toContain(overseasQuoteStart(variant));
  });

  it('leads the students’ and workers’ home pages’ Get a quote to their journeys', () => {
    expect(homeContent.internationalStudents.primaryCta?.href).toBe('/overseas-students/quote/cover-type');
    expect(homeContent.internationalWorkers.primaryCta?.href).toBe(
      '/overseas-working-visitors/quote/cover-type',
    );
  });

  it('leaves no overseas content page linking to the resident health quote', () => {
    const overseas = contentPages.filter((page) =>
      /^\/(international|overseas-students|overseas-working-visitors)(\/|$)/.test(page.path),
    );
    expect(overseas.length).toBeGreaterThan(0);
    const hrefs = overseas.flatMap((page) =>
      page.sections.flatMap((section) => section.links ?? []).map((link) => link.href),
    );
    expect(hrefs.filter((href) => href.startsWith('/health-insurance/join'))).toEqual([]);
    expect(hrefs).toContain('/overseas-working-visitors/quote/cover-type');
  });

  it('leaves the journey’s addresses to its routes: no content page (and so no catch-all page) stands there', () => {
    const bases = variants.map((variant) => OVERSEAS_QUOTE_VARIANTS[variant].base);
    const claimed = contentPages.filter((page) =>
      bases.some((base) => page.path === base || page.path.startsWith(`${base}/`)),
    );
    expect(claimed).toEqual([]);
  });
});
