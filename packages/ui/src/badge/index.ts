export { Badge, badgeSizes } from './Badge';
export type { BadgeProps, BadgeSize } from './Badge';
export { badgeFillPortions, badgeTierColour, badgeTierLabels, badgeTiers } from './tiers';
export type { BadgeTier, BadgeTierColour } from './tiers';
