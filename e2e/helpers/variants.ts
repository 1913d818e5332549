// Every variant's home path, from the site's own variant configuration.
import { variantConfigs } from '@ds/site/data';

export const variantHomes: string[] = Object.values(variantConfigs).map((config) => config.homePath);

/** The search pages (variants' `searchPath`): the only pages that load search code. */
export const searchPaths: string[] = Object.values(variantConfigs).flatMap(
  (config) => config.searchPath ?? [],
);
