import { describe, expect, it } from 'vitest';
import type { SearchApiReply } from './search-api';
import type { SearchHit } from './search-rules';
import { QUERY_CUT_NOTE, searchedForText } from './search-query';
import type { SearchRequest } from './search-query';
import type { SearchBrand } from './sections';
import { readResultSample, servedResultsMarkup, writeServedResults } from './served-results';

// A built search page as the page's components render it (apps/web's served-results test renders the real one).
const BUILT =
  '<form><input type="search" name="q" id="site-search-query" value=""/><select name="section" id="s">' +
  '<option value="" selected="">All sections</option><option value="Travel">Travel</option></select></form>' +
  '<div data-served-results="" class="served"></div>' +
  '<div hidden="" data-result-sample=""><p class="count">@@status@@</p><p class="empty">@@none@@</p>' +
  '<p class="note">@@note@@</p><div class="help"><p>@@help@@</p>' +
  '<a href="@@all-sections@@" class="button"><span class="label">Search all sections</span></a></div>' +
  '<ol class="results" aria-label="Search results"><li class="result"><h2 class="title">' +
  '<a data-result-link="" aria-describedby="_R_1_-0" href="@@url@@" class="link">@@title@@</a></h2>' +
  '<p class="where" id="_R_1_-0"><span class="tag">@@section@@</span> <span class="path">@@url@@</span></p>' +
  '<p class="excerpt"><span>@@text@@</span><mark>@@mark@@</mark></p></li></ol></div>';

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  url: '/health-insurance/hospital',
  title: 'Hospital cover',
  section: 'Health insurance',
  description: 'About hospital cover',
  excerpt: [
    { text: 'Pays for your ', marked: false },
    { text: 'hospital', marked: true },
    { text: ' stay', marked: false },
  ],
  ...overrides,
});

const sample = readResultSample(BUILT)!;
const reply = (hits: SearchHit[], extra: Partial<SearchApiReply> = {}): SearchApiReply => ({
  total: hits.length,
  hits,
  ...extra,
});
const served = (hits: SearchHit[], extra: Partial<SearchApiReply> = {}, cut = false) => {
  const request = { query: 'hospital', section: '' as const, ...(cut ? { cut: true as const } : {}) };
  const markup = servedResultsMarkup(sample, request, reply(hits, extra));
  return writeServedResults(BUILT, markup, { request, brand: 'main' });
};
/** The built page written with one hit for `request`, on `brand`'s search page. */
const writtenFor = (request: SearchRequest, brand: SearchBrand = 'main') =>
  writeServedResults(BUILT, servedResultsMarkup(sample, request, reply([hit()])), { request, brand })!;

describe('readResultSample', () => {
  it('takes the sample apart', () => {
    expect(sample).toMatchObject({
      status: '<p class="count">@@status@@</p>',
      listOpen: '<ol class="results" aria-label="Search results">',
      describedBy: '_R_1_-0',
    });
  });

  it('is null for a page without a sample, or whose sample lacks a part', () => {
    expect(readResultSample('<main>Search</main>')).toBeNull();
    expect(readResultSample(BUILT.replace('<mark>@@mark@@</mark>', ''))).toBeNull();
    expect(readResultSample(BUILT.replace('@@status@@', ''))).toBeNull();
    expect(readResultSample(BUILT.replace('@@help@@', ''))).toBeNull();
    expect(readResultSample(BUILT.replace('@@all-sections@@', '/search'))).toBeNull();
  });
});

describe('servedResultsMarkup and writeServedResults', () => {
  it('write each hit into the sample’s item, in the results element', () => {
    const html = served([hit(), hit({ url: '/extras', title: 'Extras', section: '' })], { total: 58 })!;
    expect(html).toContain(
      '<div data-served-results="/api/search?q=hospital" class="served"><p class="count">58 results for “hospital”</p>' +
        '<ol class="results" aria-label="Search results"><li class="result"><h2 class="title">' +
        '<a data-result-link="" aria-describedby="served-result-0" href="/health-insurance/hospital" class="link">' +
        'Hospital cover</a></h2><p class="where" id="served-result-0"><span class="tag">Health insurance</span> ' +
        '<span class="path">/health-insurance/hospital</span></p><p class="excerpt"><span>Pays for your </span>' +
        '<mark>hospital</mark><span> stay</span></p></li>',
    );
    // No section: no tag, as the page's own list has none.
    expect(html).toContain('<p class="where" id="served-result-1"> <span class="path">/extras</span></p>');
    expect(html).toContain('<input type="search" name="q" id="site-search-query" value="hospital"/>');
  });

  it('escape what a page holds, and never read it as a part of the sample', () => {
    const html = served([
      hit({
        title: '<script>alert(1)</script> @@url@@',
        url: '/a?b="c"&d',
        section: '$& @@title@@',
        excerpt: [{ text: '<img src=x onerror=alert(1)> $1', marked: true }],
      }),
    ])!;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; @@url@@</a>');
    expect(html).toContain('href="/a?b=&quot;c&quot;&amp;d"');
    expect(html).toContain('<span class="tag">$&amp; @@title@@</span>');
    expect(html).toContain('<mark>&lt;img src=x onerror=alert(1)&gt; $1</mark>');
  });

  it('show the description when a hit has no excerpt', () => {
    expect(served([hit({ excerpt: [], description: 'Pays for <your> stay' })])).toContain(
      '<p class="excerpt">Pays for &lt;your&gt; stay</p>',
    );
  });

  it('say the words were cut, and the words searched for instead', () => {
    const html = served([hit()], { searchedFor: 'hospital & more' }, true)!;
    expect(html).toContain(
      `<p class="note">${QUERY_CUT_NOTE}</p><p class="count">1 result for “hospital”</p>` +
        `<p class="note">${searchedForText('hospital &amp; more')}</p><ol`,
    );
  });

  it('say when nothing was found, with what to try, and the words searched for instead', () => {
    expect(served([], { searchedFor: 'lifetime health cover' })).toContain(
      '<p class="empty">No results for “hospital”</p><p class="note">Searched for “lifetime health cover”.</p>' +
        '<div class="help"><p>Check the spelling, or try fewer or more general words, or one of the popular pages ' +
        'below.</p></div></div>',
    );
    // Within a section, a link to the same words in every section (words that need it encoded, then escaped).
    const request = { query: 'hospital & "extras"', section: 'Travel' as const };
    expect(servedResultsMarkup(sample, request, reply([]))).toBe(
      '<p class="empty">No results for “hospital &amp; &quot;extras&quot;” in Travel</p>' +
        '<div class="help"><p>Check the spelling, or try fewer or more general words.</p>' +
        '<a href="?q=hospital+%26+%22extras%22" class="button"><span class="label">Search all sections</span></a>' +
        '</div>',
    );
  });

  it('write nothing into a page without a results element', () => {
    expect(
      writeServedResults('<main>Search</main>', '<p>x</p>', {
        request: { query: 'x', section: '' },
        brand: 'main',
      }),
    ).toBeNull();
  });

  it('mark the results with the search they were written for', () => {
    const request = { query: 'a&b "c"', section: 'Travel' as const };
    const html = writtenFor(request, 'gu');
    expect(html).toContain(
      '<div data-served-results="/api/search?q=a%26b+%22c%22&amp;section=Travel&amp;brand=gu" class="served">',
    );
  });

  it('choose the section searched in the section select', () => {
    const request = { query: 'hospital', section: 'Travel' as const };
    const html = writtenFor(request);
    expect(html).toContain(
      '<option value="">All sections</option><option value="Travel" selected="">Travel</option>',
    );
    expect(served([hit()])).toContain(
      '<option value="" selected="">All sections</option><option value="Travel">',
    );
  });

  it('put the words in the search box escaped, whatever they hold', () => {
    const request = { query: '"><b>$&', section: '' as const };
    const html = writtenFor(request);
    expect(html).toContain('id="site-search-query" value="&quot;&gt;&lt;b&gt;$&amp;"/>');
  });
});
