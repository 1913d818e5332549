// The table's rules that are not TanStack's: the page sizes offered, the 'Go to page:' input, and the fuzzy
// ranking of rows against the filter text. Pure functions, tested on their own.
import { compareItems, rankItem } from '@tanstack/match-sorter-utils';
import { fillTemplate } from '../messages';
import type { TablePaginationMessages } from './messages';

export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const pageSizeLabel = (size: number, messages: TablePaginationMessages) =>
  fillTemplate(messages.pageSize, { size });
/** 'Page N of M', with an empty table counted as one page. */
export const pageStatus = (pageIndex: number, pageCount: number, messages: TablePaginationMessages) =>
  fillTemplate(messages.pageStatus, { page: pageIndex + 1, pageCount: Math.max(1, pageCount) });

export interface GoToPage {
  /** The digits the input keeps (letters and other characters are ignored). */
  text: string;
  /** The page to show, from 0. */
  pageIndex: number;
  /** Set when the number was past either end and was brought into range. */
  clampedTo: number | null;
}

/** 'Go to page:' — empty means the first page, otherwise the number minus one, kept within the pages there are. */
export function goToPage(typed: string, pageCount: number): GoToPage {
  const text = typed.replace(/\D/g, '').slice(0, 6);
  if (text === '') return { text, pageIndex: 0, clampedTo: null };
  const lastIndex = Math.max(0, pageCount - 1);
  const wanted = Number(text) - 1;
  const pageIndex = Math.min(Math.max(wanted, 0), lastIndex);
  return { text, pageIndex, clampedTo: pageIndex === wanted ? null : pageIndex + 1 };
}

export const goToPageClampedMessage = (page: number, pageCount: number, messages: TablePaginationMessages) =>
  fillTemplate(pageCount === 1 ? messages.pageClampedOne : messages.pageClampedOther, { page, pageCount });

/**
 * The rows that match the filter text, best match first (match-sorter's ranking over the given values of each
 * row; ties keep the rows' order). Empty text keeps every row in its order.
 */
export function fuzzyRank<TRow>(
  rows: readonly TRow[],
  text: string,
  valuesOf: (row: TRow) => unknown[],
): TRow[] {
  const query = text.trim();
  if (query === '') return [...rows];
  return rows
    .map((row, index) => {
      const values = valuesOf(row).map(String);
      // One accessor per value, so each is ranked on its own (an array without accessors is read as one string).
      const accessors = values.map((_, i) => (item: string[]) => item[i] ?? '');
      return { row, index, rank: rankItem(values, query, { accessors }) };
    })
    .filter((entry) => entry.rank.passed)
    .sort((a, b) => compareItems(a.rank, b.rank) || a.index - b.index)
    .map((entry) => entry.row);
}
