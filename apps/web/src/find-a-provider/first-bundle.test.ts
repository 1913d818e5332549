import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The reply schema (and zod with it) is loaded with the first search only (provider-client.ts); what the page
// draws before that takes the API's limits from the zod-free '@ds/providers/limits'.
describe("the search page's first bundle", () => {
  it.each(['FindAProvider.tsx', 'provider-query.ts', 'ProviderResultItem.tsx'])(
    '%s does not import the schema',
    (file) => {
      const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      expect(source).not.toMatch(/from '@ds\/providers\/schema'/);
    },
  );
});
