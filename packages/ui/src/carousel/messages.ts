// The carousel's words: templates with {placeholders}, so a brand or language can reword them as props.

/** Replaces each `{name}` in the template with its value; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export interface StatusWording {
  /** Singular slide name, e.g. "item". */
  slideName: string;
  /** Plural slide name, e.g. "items". */
  slideNamePlural: string;
  /** When one slide is in view: {name}, {index}, {count}. */
  statusSingle: string;
  /** When several slides are in view: {names}, {first}, {last}, {count}. */
  statusRange: string;
}

export const defaultWording = {
  slideName: 'item',
  slideNamePlural: 'items',
  statusSingle: 'Showing {name} {index} of {count}',
  statusRange: 'Showing {names} {first} to {last} of {count}',
  slideLabel: '{index} of {count}',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previousLabel: 'Previous {name}',
  nextLabel: 'Next {name}',
} as const;

/**
 * What the status message says for the slides in view (zero-based indexes, in order), e.g. "Showing items 1 to 3
 * of 8" or "Showing item 4 of 8". Empty until the carousel has measured which slides are in view.
 */
export function statusText(shown: readonly number[], count: number, wording: StatusWording): string {
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) {
    return fillTemplate(wording.statusSingle, { name: wording.slideName, index: first + 1, count });
  }
  return fillTemplate(wording.statusRange, {
    names: wording.slideNamePlural,
    first: first + 1,
    last: last + 1,
    count,
  });
}
