// Types for the parts of generate.mjs that tests import.
export interface SvgShape {
  tag: string;
  attributes: Array<[string, string]>;
}
export function parseSvg(text: string, source: string): SvgShape[];
export function componentName(name: string): string;
export function build(): Promise<Map<string, string>>;
export const BACKDROPS: Record<string, [string, Array<[string, string]>]>;
