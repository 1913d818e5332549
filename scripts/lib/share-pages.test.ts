// The share step's reading of exported pages and the tags it adds, on small pages written like Next's.
import { describe, expect, it } from 'vitest';
import {
  breadcrumbParent,
  hreflangPairs,
  pageUrl,
  readPage,
  shareImageFile,
  shareTags,
  withDocumentLanguage,
  withHreflang,
  withMetaTags,
} from './share-pages.mjs';
import type { SharePage } from './share-pages.mjs';

const html = ({
  title = 'Hospital cover | Larkspur Health',
  head = '',
  body = '',
  variant = 'arhi',
  theme = 'main',
} = {}) =>
  `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><title>${title}</title>` +
  `<meta name="description" content="Cover for &quot;hospital&quot; stays"/>${head}</head>` +
  `<body><div data-theme="${theme}" data-variant="${variant}">${body}<main><h1>x</h1></main></div></body></html>`;

const NOINDEX = '<meta name="robots" content="noindex, follow"/>';

describe('readPage', () => {
  it('reads the title, description, variant and theme, entities resolved', () => {
    const page = readPage(
      html({ title: 'Tom &amp; Jerry&#x27;s | Gumleaf Health', variant: 'gu', theme: 'gu' }),
      'gu/x.html',
    );
    expect(page).toMatchObject({
      path: '/gu/x',
      title: "Tom & Jerry's | Gumleaf Health",
      description: 'Cover for "hospital" stays',
      variant: 'gu',
      theme: 'gu',
      canonical: null,
      indexable: true,
    });
  });

  it('maps export files to the paths the server serves them at', () => {
    expect(readPage(html(), 'index.html').path).toBe('/');
    expect(readPage(html(), 'nz.html').path).toBe('/nz');
    expect(readPage(html(), 'health-insurance/hospital.html').path).toBe('/health-insurance/hospital');
  });

  it('takes the variant from the path when the page has no shell (the benchmark floor)', () => {
    const page = readPage('<html><head><title>Floor</title></head><body></body></html>', 'thrive/floor.html');
    expect(page.variant).toBe('thrive');
    expect(page.theme).toBe('thrive');
  });

  it.each([
    ['a robots noindex', html({ head: NOINDEX }), 'search.html', false],
    [
      'a robots meta without noindex',
      html({ head: '<meta name="robots" content="index, follow"/>' }),
      'a.html',
      true,
    ],
    ['no robots meta', html(), 'a.html', true],
    ["Next's 404 page", html(), '404.html', false],
    ["Next's not-found page", html(), '_not-found.html', false],
    ["a part of the site's not-found page", html(), 'gu/page-not-found.html', false],
  ])('indexable: %s', (_what, page, file, indexable) => {
    expect(readPage(page, file).indexable).toBe(indexable);
  });

  it('labels the section with the breadcrumb parent, else the search section of the path', () => {
    const crumbs =
      '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/f">Find a provider</a></li>' +
      '<li><a href="/f?s=d">Dentists</a></li><li><span aria-current="page">Kurnell Dental</span></li></ol></nav>';
    expect(readPage(html({ body: crumbs }), 'find-a-provider/dental/k.html').section).toBe('Dentists');
    expect(readPage(html(), 'travel-insurance/cover.html').section).toBe('Travel');
    expect(readPage(html({ variant: 'nz' }), 'nz/claims.html').section).toBe('New Zealand');
  });

  it('takes no parent from a trail of Home and the page', () => {
    expect(
      breadcrumbParent('<nav aria-label="Breadcrumb"><ol><li>Home</li><li>Page</li></ol></nav>'),
    ).toBeNull();
  });
});

describe('addresses', () => {
  it('puts a page on its variant origin, and its share image beside it under /og/', () => {
    const nz = readPage(html({ variant: 'nz' }), 'nz/claims.html');
    expect(pageUrl(nz)).toBe('https://www.larkspur-nz.example/nz/claims');
    expect(shareTags(nz)[0]).toEqual([
      'property',
      'og:image',
      'https://www.larkspur-nz.example/og/nz/claims.png',
    ]);
    expect(shareImageFile('/')).toBe('og/index.png');
    expect(shareImageFile('/nz')).toBe('og/nz.png');
    expect(shareImageFile('/health-insurance/hospital')).toBe('og/health-insurance/hospital.png');
  });

  it('prefers the canonical, resolving a relative one against the page', () => {
    const page = readPage(
      html({ head: '<link rel="canonical" href="/find-a-provider"/>' }),
      'find-a-provider.html',
    );
    expect(pageUrl(page)).toBe('https://www.larkspur.example/find-a-provider');
  });
});

describe('withMetaTags', () => {
  const page = readPage(html({ title: 'Q&amp;A | Larkspur Health' }), 'help/q.html');

  it('adds the share image tags to the head, the alt being the title, escaped', () => {
    const out = withMetaTags(html(), shareTags(page));
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain(
      '<meta property="og:image" content="https://www.larkspur.example/og/help/q.png"/>',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head).toContain('<meta property="og:image:height" content="630"/>');
    expect(head).toContain('<meta property="og:image:alt" content="Q&amp;A | Larkspur Health"/>');
    expect(head).toContain(
      '<meta name="twitter:image" content="https://www.larkspur.example/og/help/q.png"/>',
    );
  });

  it('is idempotent: a second run changes nothing', () => {
    const once = withMetaTags(html(), shareTags(page));
    expect(withMetaTags(once, shareTags(page))).toBe(once);
  });

  it('keeps a tag the page has already, and adds only the missing ones', () => {
    const own = html({ head: '<meta property="og:image" content="https://x.example/own.png"/>' });
    const out = withMetaTags(own, shareTags(page));
    expect(out.match(/property="og:image"/g)).toHaveLength(1);
    expect(out).toContain('https://x.example/own.png');
    expect(out).toContain('property="og:image:width"');
  });
});

describe('hreflang', () => {
  const pageAt = (file: string, variant: string, head = ''): SharePage =>
    readPage(html({ variant, head }), file);

  it('pairs NZ pages with their Australian counterparts where both exist and are indexable', () => {
    const pages = [
      pageAt('index.html', 'arhi'),
      pageAt('nz.html', 'nz'),
      pageAt('contact-us.html', 'arhi'),
      pageAt('nz/contact-us.html', 'nz'),
      pageAt('nz/claims.html', 'nz'),
      pageAt('search.html', 'arhi', NOINDEX),
      pageAt('nz/search.html', 'nz'),
      pageAt('page-not-found.html', 'arhi'),
      pageAt('nz/page-not-found.html', 'nz'),
    ];
    expect(hreflangPairs(pages).map(({ nz, au }) => [nz.path, au.path])).toEqual([
      ['/nz', '/'],
      ['/nz/contact-us', '/contact-us'],
    ]);
  });

  it('gives both pages of a pair the en-NZ, en-AU and x-default alternates, absolute on each origin, once', () => {
    const pair = { nz: pageAt('nz/contact-us.html', 'nz'), au: pageAt('contact-us.html', 'arhi') };
    const out = withHreflang(html(), pair);
    expect(out).toContain(
      '<link rel="alternate" hreflang="en-NZ" href="https://www.larkspur-nz.example/nz/contact-us"/>',
    );
    expect(out).toContain(
      '<link rel="alternate" hreflang="en-AU" href="https://www.larkspur.example/contact-us"/>',
    );
    expect(out).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.larkspur.example/contact-us"/>',
    );
    expect(withHreflang(out, pair)).toBe(out);
  });
});

describe('withDocumentLanguage', () => {
  it("sets the document's language, keeping the element's other attributes, and changes nothing twice", () => {
    const page = '<!DOCTYPE html><html lang="en-AU" class="font"><head></head><body lang="x"></body></html>';
    const nz = withDocumentLanguage(page, 'en-NZ');
    expect(nz).toBe(
      '<!DOCTYPE html><html lang="en-NZ" class="font"><head></head><body lang="x"></body></html>',
    );
    expect(withDocumentLanguage(nz, 'en-NZ')).toBe(nz);
    expect(withDocumentLanguage(page, 'en-AU')).toBe(page);
  });
});
