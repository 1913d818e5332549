// The fund's gap cover scheme for medical specialists: the most a specialist may charge a member as a known gap.
// Sample data, like the products: the insurer's own scheme rule, not a law.

/** Dollars per episode of care. */
export const KNOWN_GAP_MAXIMUM = 500;
