export { useHydrated } from './useHydrated';
export { useMobileOs, isMobileOs } from './useMobileOs';
export { useUrlSearch, replaceUrlSearch } from './useUrlSearch';
export type { UrlSearchHistory, UrlSearchUpdate } from './useUrlSearch';
export { useControllableState } from './useControllableState';
export { useLatestAnswer } from './useLatestAnswer';
export type { Answer, LatestAnswer } from './useLatestAnswer';
export { useDebouncedValue } from './useDebouncedValue';
