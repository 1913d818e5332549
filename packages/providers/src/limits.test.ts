import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import * as schema from './schema';

describe('the search limits without the schema', () => {
  it('imports nothing but types, so the search page can read them without zod', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'limits.ts'), 'utf8');
    const imports = source.match(/^import .*$/gm) ?? [];
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
    expect(source).not.toMatch(/from 'zod/);
  });

  it('are the very values the schema checks with', () => {
    for (const [name, value] of Object.entries(limits))
      expect(schema[name as keyof typeof schema]).toBe(value);
  });
});
