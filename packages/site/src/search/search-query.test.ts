import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, excerptParts, resultCountText, searchRequestFrom } from './search-query';

describe('searchRequestFrom', () => {
  it('reads the words and the section from the query string', () => {
    expect(searchRequestFrom('?q=overseas+student&section=Overseas+visitors')).toEqual({
      query: 'overseas student',
      section: 'Overseas visitors',
    });
  });

  it('tidies spaces, cuts very long queries and ignores an unknown section', () => {
    const request = searchRequestFrom(
      `?q=${encodeURIComponent(`  bronze \n  cover ${'x'.repeat(5000)}`)}&section=Nope`,
    );
    expect(request.query.startsWith('bronze cover x')).toBe(true);
    expect(request.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(request.section).toBe('');
    expect(request.cut).toBe(true);
  });

  it('says a query was cut only when it was longer than the limit once its spaces are tidied', () => {
    expect(searchRequestFrom(`?q=${'a'.repeat(MAX_QUERY_LENGTH)}`).cut).toBeUndefined();
    expect(searchRequestFrom(`?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`).cut).toBe(true);
    expect(
      searchRequestFrom(`?q=${encodeURIComponent(`  ${'a'.repeat(MAX_QUERY_LENGTH)}    `)}`).cut,
    ).toBeUndefined();
  });

  it('has no query when there is none, or only spaces', () => {
    expect(searchRequestFrom('')).toEqual({ query: '', section: '' });
    expect(searchRequestFrom('?q=%20%20').query).toBe('');
  });
});

describe('excerptParts', () => {
  it('splits an excerpt into plain and marked runs', () => {
    expect(excerptParts('Cover for <mark>bronze</mark> categories and <mark>Bronze</mark>.')).toEqual([
      { text: 'Cover for ', marked: false },
      { text: 'bronze', marked: true },
      { text: ' categories and ', marked: false },
      { text: 'Bronze', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('decodes entities once and drops any other tag, so nothing becomes markup', () => {
    expect(excerptParts('a &lt;b&gt; &amp;amp; <i>c</i> &#39;d&#x27; &bogus;')).toEqual([
      { text: "a <b> &amp; c 'd' &bogus;", marked: false },
    ]);
  });
});

describe('resultCountText', () => {
  it('counts results and names the search, with its section', () => {
    expect(resultCountText(1, { query: 'ndis', section: '' })).toBe('1 result for “ndis”');
    expect(resultCountText(12, { query: 'bronze', section: 'Travel' })).toBe(
      '12 results for “bronze” in Travel',
    );
    expect(resultCountText(0, { query: 'zzqx', section: '' })).toBe('No results for “zzqx”');
  });
});
