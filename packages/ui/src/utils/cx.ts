// Joins CSS Module class names, skipping the empty ones (a missing module key is `undefined`).
export function cx(...names: Array<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
