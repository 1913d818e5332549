// The shape of a printable document (the policy booklet, fund rules, a form): a title, numbered sections with
// stable ids, and blocks of text, lists, tables and form fields. Pure data, built from the product data by the
// functions beside this file, so the web page and the PDF are two renderings of one model and cannot disagree.

/** A form field as printed: a label, an optional hint, and the space to write in. */
export interface FormField {
  label: string;
  hint?: string;
  /** 'text' one line, 'lines' a few lines, 'date' DD/MM/YYYY boxes, 'choice' tick one box, 'signature' a signature line. */
  kind: 'text' | 'lines' | 'date' | 'choice' | 'signature';
  /** For 'choice': the boxes to tick. */
  options?: readonly string[];
}

export interface TableRow {
  /** The row's header cell (a product, a category, a service). */
  heading: string;
  cells: readonly string[];
}

export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | {
      kind: 'table';
      caption: string;
      /** Every column's heading, the row headers' column first. */
      columns: readonly string[];
      rows: readonly TableRow[];
    }
  | { kind: 'fields'; fields: readonly FormField[] };

export interface DocumentSection {
  /** A stable id, unique in the document: the section's anchor on the web page and its PDF outline entry. */
  id: string;
  heading: string;
  blocks: readonly DocumentBlock[];
  sections: readonly DocumentSection[];
}

export interface DocumentModel {
  /** The site path of its web page, also the PDF's path without '.pdf'. */
  path: string;
  title: string;
  /** What a sentence calls it: 'the policy booklet', 'the claim form'. */
  name: string;
  /** Whose document it is: the fund's name, on the cover and every page of the PDF. */
  issuer: string;
  /** One or two sentences under the title. */
  lead: string;
  sections: readonly DocumentSection[];
}

/** A section with its blocks and no sub-sections yet. */
export function section(
  id: string,
  heading: string,
  blocks: readonly DocumentBlock[],
  sections: readonly DocumentSection[] = [],
): DocumentSection {
  return { id, heading, blocks, sections };
}

export const paragraph = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
export const list = (items: readonly string[]): DocumentBlock => ({ kind: 'list', items });
export const table = (
  caption: string,
  columns: readonly string[],
  rows: readonly TableRow[],
): DocumentBlock => ({
  kind: 'table',
  caption,
  columns,
  rows,
});

/** Every section, depth first: the table of contents and the tests walk it. */
export function allSections(sections: readonly DocumentSection[]): DocumentSection[] {
  return sections.flatMap((one) => [one, ...allSections(one.sections)]);
}

/** The PDF of a document: its page's path with '.pdf'. */
export const pdfPathOf = (document: Pick<DocumentModel, 'path'>) => `${document.path}.pdf`;

/**
 * Markdown as plain text, for the data's short descriptions ('*Back, neck and spine*', '[the booklet](/docs)'):
 * a printed page shows the words, not the marks.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'a, b and c' / 'a, b or c'. */
export function listText(items: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** '12 Months' -> '12 months', as a sentence says it. */
export const periodText = (period: string) => period.toLowerCase();

/** 22 -> '22nd', 31 -> '31st': a birthday. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
