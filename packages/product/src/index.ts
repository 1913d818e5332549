// @ds/product: the product-comparison pieces (SPEC 2.5). Data and pricing without React are at
// `@ds/product/data` and `@ds/product/pricing`.
export { ProductCard, CardBody, PRODUCT_TYPE_LABELS } from './card/ProductCard';
export type { ProductCardProps, CardBodyProps } from './card/ProductCard';
export { PriceHeader } from './prices/PriceHeader';
export type { PriceHeaderProps } from './prices/PriceHeader';
export { PriceProvider, usePriceState } from './prices/PriceContext';
export { PriceControls, COVER_FOR_LABELS, FREQUENCY_NAMES, STATE_LABELS } from './prices/PriceControls';
export { LiveCardBody, LivePriceHeader, LiveProductLink } from './prices/LivePrice';
export { InclusionList } from './inclusions/InclusionList';
export type { InclusionItem, InclusionListProps } from './inclusions/InclusionList';
export { InclusionDetail, MarkdownText, safeUrl, DEFAULT_POLICY_BOOKLET } from './inclusions/InclusionDetail';
export { CoverDetails } from './inclusions/CoverDetails';
export {
  COVER_DETAILS_PATH,
  coverDetailHref,
  coverDetailId,
  coverDetailsPath,
} from './inclusions/cover-details-path';
export { TierModalButton, TIER_MODAL_TITLE } from './tiers/TierModal';
export { TierModalContent } from './tiers/TierModalContent';
export { CompareSelection, CompareToggle } from './compare/CompareSelection';
export {
  compareHref,
  quoteHref,
  priceParams,
  statedPriceChoice,
  COMPARE_PATH,
  MAX_COMPARED,
  QUOTE_START_PATH,
} from './compare/compare-href';
export { QuoteForCoverLink } from './card/QuoteForCoverLink';
export { compareProduct, comparedIds, priceRow, priceRowLabel, rowsFor } from './compare/compare-rows';
export type { CompareProduct } from './compare/compare-rows';
export { ProductComparison, Disclaimers, coverItems, productPath } from './blocks/ProductComparison';
export { ProductDetail } from './blocks/ProductDetail';
export { DEFAULT_PRICE_QUERY } from './blocks/defaults';
export { annualLimitText, limitNameLine } from './rules/annual-limit-text';
export { coverTypeExplanation, COVER_TYPE_EXPLANATIONS } from './rules/cover-type';
export { inclusionDetail } from './rules/detail-rules';
