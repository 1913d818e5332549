// Which covers are chosen to compare, kept in the URL (`products=a,b`), and what ticking one more does: up to
// three are taken; a fourth is refused with the reason, rather than its box going dead without a word.
import { MAX_COMPARED } from './compare-href';

export const LIMIT_MESSAGE = `You can compare up to ${MAX_COMPARED} covers. Untick one to add another.`;

/** The covers named in a query string (`products=a,b` or `products=a&products=b`): known ids, at most 3. */
export function comparedIds(search: string, known: ReadonlySet<string>): string[] {
  const ids = new URLSearchParams(search).getAll('products').flatMap((value) => value.split(','));
  return [...new Set(ids)].filter((id) => known.has(id)).slice(0, MAX_COMPARED);
}

export type CompareChange = 'added' | 'removed' | 'refused';

export interface CompareToggleResult {
  chosen: readonly string[];
  change: CompareChange;
}

/** Ticking or unticking `id`: the new choice, and what happened (a fourth is refused, the choice unchanged). */
export function toggleCompared(chosen: readonly string[], id: string): CompareToggleResult {
  if (chosen.includes(id)) return { chosen: chosen.filter((one) => one !== id), change: 'removed' };
  if (chosen.length >= MAX_COMPARED) return { chosen, change: 'refused' };
  return { chosen: [...chosen, id], change: 'added' };
}

/** How many are chosen, in words: '1 cover chosen', '2 covers chosen'. */
export const chosenCount = (count: number) => `${count} ${count === 1 ? 'cover' : 'covers'} chosen`;

/** The short message a screen reader hears after a tick: what changed and how many are chosen now. */
export function compareAnnouncement({ chosen, change }: CompareToggleResult, name: string): string {
  if (change === 'refused') return LIMIT_MESSAGE;
  return `${name} ${change === 'added' ? 'added to' : 'removed from'} compare. ${chosenCount(chosen.length)}.`;
}
