// Types for rasterise.mjs, so its TypeScript test gets checked signatures.
export type ArtFormat = 'avif' | 'webp';
export type ArtBreakpoint = 'mobile' | 'tablet' | 'desktop';

export interface RenditionJob {
  source: string;
  width: number;
  outputs: { format: ArtFormat; file: string }[];
}

export interface RenditionPlan {
  sources: readonly string[];
  sourceDir: string;
  outDir: string;
  widths: Partial<Record<ArtBreakpoint, readonly number[]>>;
  formats: readonly ArtFormat[];
}

export declare const SOURCE_PATTERN: RegExp;
export declare function planRenditions(plan: RenditionPlan): RenditionJob[];
export declare function isStale(job: RenditionJob, inputs?: readonly string[]): Promise<boolean>;
export declare function runJob(job: RenditionJob): Promise<void>;
export declare function pruneOutputs(outDir: string, jobs: readonly RenditionJob[]): Promise<string[]>;
export declare function rasteriseArt(
  options: Omit<RenditionPlan, 'sources'> & { inputs?: readonly string[]; concurrency?: number },
): Promise<{ drawings: number; files: number; written: number; removed: number }>;
