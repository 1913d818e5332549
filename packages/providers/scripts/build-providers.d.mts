// Types for build-providers.mjs, so the unit tests get checked signatures.
import type { Provider } from '../src/types';

export interface GeneratorLocality {
  name: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}
export declare const PROVIDERS_AU_FILE: string;
export declare const TOWNS: readonly (readonly [string, string, string, number, number])[];
export declare const REAL_NAME_WORDS: readonly string[];
export declare const FICTION_RANGES: Readonly<Record<'02' | '03' | '07' | '08', string>>;
export declare const STATE_TIME_ZONES: Readonly<Record<string, string>>;
export declare const LANGUAGES: readonly (readonly [string, number])[];
export declare const PARRAMATTA: {
  name: string;
  state: string;
  postcode: string;
  dentists: number;
  withinKm: number;
};
export declare function createRandom(seed: number): {
  next(): number;
  int(from: number, to: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  some<T>(list: readonly T[], count: number): T[];
};
export declare function readLocalities(tsv?: string): GeneratorLocality[];
export declare function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number;
export declare function buildProviders(
  localities?: readonly GeneratorLocality[],
  otherPlaceNames?: readonly string[],
): Provider[];
export declare function providersJson(providers: readonly Provider[]): string;
export interface NzPlace {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}
export declare const NZ_LOCALITIES_FILE: string;
export declare const PROVIDERS_NZ_FILE: string;
export declare const NZ_LANGUAGES: readonly (readonly [string, number])[];
export declare function nzPlaces(cities?: readonly unknown[]): NzPlace[];
export declare function nzLocalitiesTsv(places?: readonly NzPlace[]): string;
export declare function buildNzProviders(places?: readonly NzPlace[]): Provider[];
export declare function generatedFiles(): [file: string, text: string][];
