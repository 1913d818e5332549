export { ErrorPage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { BrandIllustration, brandIllustrationThemes, isBrandIllustrationTheme } from './BrandIllustration';
export type { BrandIllustrationTheme } from './BrandIllustration';
