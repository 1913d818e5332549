// How every journey's answers take a change, in one place.

/** Contact details: giving them (to send a code) does not change what a saved quote or application holds. */
const KEEPS_SAVED = new Set(['contact']);

const sameAnswer = (held: unknown, given: unknown) =>
  Object.is(held, given) || JSON.stringify(held) === JSON.stringify(given);

/**
 * The answers after `change`. An answer that differs from the one held empties the saved record's fields (`saved`,
 * with their empty values), so a saved quote or application never stands for answers it did not hold; a change
 * that sets those fields itself keeps what it sets. An answer given again as it was forgets nothing: a browser that
 * restores a form on reload, before the page comes alive, gives every answer on it again.
 */
export function withChange<T extends object>(answers: T, change: Partial<T>, saved: Partial<T>): T {
  const keys = Object.keys(change) as (keyof T & string)[];
  const setsSaved = keys.some((key) => key in saved);
  const changesAnswers = keys.some(
    (key) => !KEEPS_SAVED.has(key) && !(key in saved) && !sameAnswer(answers[key], change[key]),
  );
  return { ...answers, ...change, ...(changesAnswers && !setsSaved ? saved : {}) };
}
