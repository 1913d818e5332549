// Where a product's cover details live: one page per product with a section per inclusion, each the detail its
// inclusion modal shows. Cards and product pages name that page instead of carrying every detail in their own
// payload (on /health-insurance that was 364 KB of its 440 KB), and the modal fetches it when first needed.
// Data only (no React): client and server code share it.

export const COVER_DETAILS_PATH = '/health-insurance/cover-details';

/** The page of a product's cover details: '/health-insurance/cover-details/hospital-gold'. */
export const coverDetailsPath = (productId: string) => `${COVER_DETAILS_PATH}/${productId}`;

/** The id of an inclusion's section on that page (its heading and detail), which its address points at. */
export const coverDetailId = (inclusionId: string) => `cover-detail-${inclusionId}`;

/** The id of the part of that section a modal shows (the detail, under the section's own heading). */
export const coverDetailBodyId = (sectionId: string) => `${sectionId}-body`;

/** The address of one inclusion's detail: the product's page at that inclusion's section. */
export const coverDetailHref = (productId: string, inclusionId: string) =>
  `${coverDetailsPath(productId)}#${coverDetailId(inclusionId)}`;
