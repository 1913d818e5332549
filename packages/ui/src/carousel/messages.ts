// The carousel's own words: its status, the names of its slides and buttons, and the roles it announces.
import { fillTemplate } from '../messages';

export interface CarouselMessages {
  /** Singular name of a slide, filled into the status and the buttons' names, e.g. "offer". */
  slideName: string;
  /** Plural name of the slides, filled into the status when several are in view, e.g. "offers". */
  slideNamePlural: string;
  /** The status when one slide is in view: {name} (the slide name), {index} and {count}. */
  statusSingle: string;
  /** The status when several slides are in view: {names} (the plural), {first}, {last} and {count}. */
  statusRange: string;
  /** The accessible name of each slide: {index} and {count}. */
  slideLabel: string;
  /** Announced in place of the role "region" for the carousel. */
  roleDescription: string;
  /** Announced in place of the role "group" for each slide. */
  slideRoleDescription: string;
  /** The previous button's name: {name} (the slide name). */
  previous: string;
  /** The next button's name: {name} (the slide name). */
  next: string;
}

export const defaultCarouselMessages: CarouselMessages = {
  slideName: 'item',
  slideNamePlural: 'items',
  statusSingle: 'Showing {name} {index} of {count}',
  statusRange: 'Showing {names} {first} to {last} of {count}',
  slideLabel: '{index} of {count}',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previous: 'Previous {name}',
  next: 'Next {name}',
};

/**
 * What the status message says for the slides in view (zero-based indexes, in order), e.g. "Showing items 1 to 3
 * of 8" or "Showing item 4 of 8". Empty until the carousel has measured which slides are in view.
 */
export function statusText(shown: readonly number[], count: number, messages: CarouselMessages): string {
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) {
    return fillTemplate(messages.statusSingle, { name: messages.slideName, index: first + 1, count });
  }
  return fillTemplate(messages.statusRange, {
    names: messages.slideNamePlural,
    first: first + 1,
    last: last + 1,
    count,
  });
}
