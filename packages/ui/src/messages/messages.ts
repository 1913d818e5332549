/** Replaces each `{name}` in the template with its value; unknown placeholders stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * The defaults with the overrides given laid over them; an override left `undefined` keeps the default (so a
 * caller may pass `{ close: props.closeText }` without checking it first).
 */
export function withDefaultMessages<T extends object>(defaults: T, overrides?: Partial<T>): T {
  if (!overrides) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(overrides) as (keyof T)[]) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as T[keyof T];
  }
  return merged;
}
