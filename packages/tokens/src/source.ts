// Reads the DTCG source of one theme without Style Dictionary (Node only), so the tests check the JSON
// on their own terms: the four tiers merged, group $type inherited, aliases resolved.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const srcDir = dirname(fileURLToPath(import.meta.url));
export const ROLE_CONTRACT = '_roles.json';

export type Tier = 'primitive' | 'common' | 'theme' | 'component';
export const tiers: readonly Tier[] = ['primitive', 'common', 'theme', 'component'];

export interface ContrastRule {
  on: string[];
  min: number;
}

export interface SourceToken {
  path: string;
  tier: Tier;
  type: string | undefined;
  /** The value as written, aliases included. */
  original: unknown;
  /** The value with every alias replaced by its target's value. */
  value: unknown;
  description: string | undefined;
  contrast: ContrastRule | undefined;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** The JSON files of a tier folder, sorted (the theme folder without the role contract). */
export function tierFiles(tier: Tier): string[] {
  return readdirSync(join(srcDir, tier))
    .filter((name) => name.endsWith('.json') && name !== ROLE_CONTRACT)
    .sort()
    .map((name) => join(srcDir, tier, name));
}

export function themeFile(theme: string): string {
  return join(srcDir, 'theme', `${theme}.json`);
}

/** Theme ids that have a file in src/theme/. */
export function themeFileIds(): string[] {
  return tierFiles('theme').map((file) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length));
}

interface Leaf {
  path: string;
  node: Json;
  type: string | undefined;
}

/** Leaves of a token tree: objects holding `leafKey` ($value for tokens, $description in the role contract). */
export function leaves(tree: Json, leafKey = '$value', prefix: string[] = [], type?: string): Leaf[] {
  const groupType = typeof tree.$type === 'string' ? tree.$type : type;
  const found: Leaf[] = [];
  for (const [key, child] of Object.entries(tree)) {
    if (key.startsWith('$') || !isObject(child)) continue;
    const path = [...prefix, key];
    if (leafKey in child) {
      found.push({
        path: path.join('.'),
        node: child,
        type: typeof child.$type === 'string' ? child.$type : groupType,
      });
    } else {
      found.push(...leaves(child, leafKey, path, groupType));
    }
  }
  return found;
}

/** The role contract: every colour role a theme must define, with its description and contrast pairs. */
export function roleContract(): Map<string, Leaf> {
  const contract = readJson(join(srcDir, 'theme', ROLE_CONTRACT));
  return new Map(leaves(contract, '$description').map((leaf) => [leaf.path, leaf]));
}

const ALIAS = /^\{([\w.-]+)\}$/;
const EMBEDDED_ALIAS = /\{([\w.-]+)\}/g;

/** Every token of one theme, keyed by dotted path, with aliases resolved. Throws on a broken or circular alias. */
export function loadTheme(theme: string): Map<string, SourceToken> {
  const contract = roleContract();
  const tokens = new Map<string, SourceToken>();
  const add = (tier: Tier, file: string) => {
    for (const leaf of leaves(readJson(file))) {
      if (tokens.has(leaf.path)) throw new Error(`${leaf.path} is defined twice (again in ${file})`);
      const role = tier === 'theme' ? contract.get(leaf.path)?.node : undefined;
      const meta = { ...role, ...leaf.node };
      const extensions = isObject(meta.$extensions) ? meta.$extensions : {};
      tokens.set(leaf.path, {
        path: leaf.path,
        tier,
        type: typeof meta.$type === 'string' ? meta.$type : leaf.type,
        original: leaf.node.$value,
        value: undefined,
        description: typeof meta.$description === 'string' ? meta.$description : undefined,
        contrast: extensions['com.ds.contrast'] as ContrastRule | undefined,
      });
    }
  };
  for (const tier of tiers) {
    for (const file of tier === 'theme' ? [themeFile(theme)] : tierFiles(tier)) add(tier, file);
  }

  const resolving = new Set<string>();
  const resolvePath = (path: string, from: string): unknown => {
    const token = tokens.get(path);
    if (!token) throw new Error(`${from} refers to {${path}}, which does not exist`);
    if (token.value !== undefined) return token.value;
    if (resolving.has(path)) throw new Error(`Circular alias through ${path}`);
    resolving.add(path);
    token.value = resolveValue(token.original, path);
    resolving.delete(path);
    return token.value;
  };
  const resolveValue = (value: unknown, from: string): unknown => {
    if (typeof value === 'string') {
      const whole = ALIAS.exec(value);
      if (whole?.[1]) return resolvePath(whole[1], from);
      return value.replace(EMBEDDED_ALIAS, (_, path: string) => String(resolvePath(path, from)));
    }
    if (Array.isArray(value)) return value.map((v) => resolveValue(v, from));
    if (isObject(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, from)]));
    return value;
  };
  for (const path of tokens.keys()) resolvePath(path, path);
  return tokens;
}

/** Dotted paths an original value refers to. */
export function aliasesIn(value: unknown): string[] {
  return [...JSON.stringify(value ?? null).matchAll(EMBEDDED_ALIAS)].map((m) => m[1] ?? '');
}

/** The CSS custom property a token path becomes. */
export const cssName = (path: string) => `--${path.replaceAll('.', '-')}`;
