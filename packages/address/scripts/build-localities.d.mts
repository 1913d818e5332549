// Types for build-localities.mjs, so the unit test gets checked signatures.
export declare const LOCALITIES_FILE: string;
export declare function localitiesTsv(rows: readonly Record<string, unknown>[]): string;
export declare const FACILITY_NAMES: readonly RegExp[];
export declare function isFacility(name: string): boolean;
export declare function coordinates(row: Record<string, unknown>): [number, number] | undefined;
