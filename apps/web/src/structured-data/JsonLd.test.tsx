import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageByPath } from '@/content/pages';
import { HomePage } from '@/blocks/HomePage';
import { homeContent } from '@/content/homes';
import { JsonLd } from './JsonLd';
import { PageJsonLd } from './PageJsonLd';

describe('JsonLd', () => {
  it('writes one escaped data block that reads back as the data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>bold</b>' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
    const text = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('PageJsonLd', () => {
  it('gives a help page of questions its trail and its questions', () => {
    const html = renderToStaticMarkup(<PageJsonLd page={pageByPath('/help/thrive')!} />);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(2);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('gives a page kept out of search engines none', () => {
    expect(renderToStaticMarkup(<PageJsonLd page={pageByPath('/onlineservices/oslogout')!} />)).toBe('');
  });
});

describe('HomePage', () => {
  it('carries its insurer as an Organization', () => {
    const html = renderToStaticMarkup(<HomePage variant="gu" content={homeContent.gu} />);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"name":"Gumleaf Health"');
  });
});
