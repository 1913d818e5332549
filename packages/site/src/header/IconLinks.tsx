// The extra icon links of a compact header (e.g. a member login), each named for screen readers.
import type { IconLink as IconLinkData } from '../data/schema';
import { IconLink } from '../icon-link/IconLink';

export interface IconLinksProps {
  links: IconLinkData[];
  compact?: boolean;
  newTabText: string;
}

export function IconLinks({ links, compact = false, newTabText }: IconLinksProps) {
  return links.map((link) => (
    <IconLink
      key={link.id}
      href={link.url}
      icon={link.icon}
      label={link.label}
      newTab={link.targetBlank}
      newTabText={newTabText}
      compact={compact}
    />
  ));
}
