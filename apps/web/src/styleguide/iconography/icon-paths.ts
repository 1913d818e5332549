// Where each icon's page lives: /foundations/iconography/{system|graphic}-icons/{title in kebab case}.
import type { IconMetadata, IconType } from '@ds/icons';

export const ICONOGRAPHY_PATH = '/foundations/iconography';

/** The path segment of an icon type: 'system-icons' or 'graphic-icons'. */
export const iconTypeSegment = (type: IconType) => `${type.toLowerCase()}-icons`;

/** The title in lower-case kebab case: 'Chevron Down' -> 'chevron-down'. */
export const iconTitleSlug = (title: string) => title.toLowerCase().split(' ').join('-');

export function iconPagePath(icon: Pick<IconMetadata, 'type' | 'title'>): string {
  return `${ICONOGRAPHY_PATH}/${iconTypeSegment(icon.type)}/${iconTitleSlug(icon.title)}`;
}

/** A category as a query-string value: 'Health care' -> 'health-care'. */
export const categorySlug = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
