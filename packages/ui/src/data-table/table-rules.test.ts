import { defaultTablePaginationMessages as messages } from './messages';
import { fuzzyRank, goToPage, goToPageClampedMessage, pageSizeLabel, pageStatus } from './table-rules';

describe('goToPage', () => {
  it('goes to the first page when empty, otherwise to the number minus one', () => {
    expect(goToPage('', 5)).toEqual({ text: '', pageIndex: 0, clampedTo: null });
    expect(goToPage('3', 5)).toEqual({ text: '3', pageIndex: 2, clampedTo: null });
  });

  it('brings a number past either end into range and says so', () => {
    expect(goToPage('9', 5)).toEqual({ text: '9', pageIndex: 4, clampedTo: 5 });
    expect(goToPage('0', 5)).toEqual({ text: '0', pageIndex: 0, clampedTo: 1 });
    expect(goToPageClampedMessage(5, 5, messages)).toBe('There are 5 pages: showing page 5.');
    expect(goToPageClampedMessage(1, 1, messages)).toBe('There is 1 page: showing page 1.');
  });

  it('ignores letters and never reads a huge paste', () => {
    expect(goToPage('2a', 5)).toEqual({ text: '2', pageIndex: 1, clampedTo: null });
    expect(goToPage('abc', 5)).toEqual({ text: '', pageIndex: 0, clampedTo: null });
    expect(goToPage('7'.repeat(10_000), 3).text).toHaveLength(6);
  });
});

describe('labels', () => {
  it('words the page size and the page', () => {
    expect(pageSizeLabel(30, messages)).toBe('Show 30');
    expect(pageStatus(0, 4, messages)).toBe('Page 1 of 4');
    expect(pageStatus(0, 0, messages)).toBe('Page 1 of 1');
  });
});

describe('fuzzyRank', () => {
  const people = [
    { first: 'Tanner', last: 'Linsley' },
    { first: 'Kevin', last: 'Vandy' },
    { first: 'Tandy', last: 'Miller' },
  ];
  const values = (p: (typeof people)[number]) => [p.first, p.last];

  it('keeps every row, in order, for empty text', () => {
    expect(fuzzyRank(people, '  ', values)).toEqual(people);
  });

  it('keeps the rows that match, best match first', () => {
    expect(fuzzyRank(people, 'tan', values).map((p) => p.first)).toEqual(['Tanner', 'Tandy']);
    expect(fuzzyRank(people, 'vandy', values).map((p) => p.first)).toEqual(['Kevin']);
    // An acronym-like or scattered match still counts, below a prefix match.
    expect(fuzzyRank(people, 'tdy', values).map((p) => p.first)).toEqual(['Tandy']);
    expect(fuzzyRank(people, 'zzz', values)).toEqual([]);
  });
});
