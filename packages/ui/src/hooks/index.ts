export { useHydrated } from './useHydrated';
export { useMobileOs, isMobileOs } from './useMobileOs';
