// Where the side-by-side compare lives, and how a choice of covers is written into its URL.
export const COMPARE_PATH = '/health-insurance/compare';
export const MAX_COMPARED = 3;

export const compareHref = (ids: readonly string[]) => `${COMPARE_PATH}?products=${ids.join(',')}`;
