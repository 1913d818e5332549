// A style-guide page: its title and summary from the registry, then its sections (examples, props, notes).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Heading, Text } from '@ds/ui';
import { styleGuidePage } from './registry';
import type { StyleGuidePage } from './registry';
import styles from './DocPage.module.css';

/** The page title and description of a registered style-guide page. */
export function docMetadata(path: string): Metadata {
  const page = styleGuidePage(path);
  return { title: page.title, description: page.summary };
}

/** The heading of a page outside the registry (an icon page), in the registry's terms. */
export type DocPageHeading = Pick<StyleGuidePage, 'group' | 'title' | 'summary'>;

export type DocPageProps = ({ path: string; heading?: never } | { heading: DocPageHeading; path?: never }) & {
  children: ReactNode;
  /**
   * How much the site search counts this page's words and title (a public page's words count 1, its title 7).
   * The style guide is for the engineers building the site, so a visitor's search finds the insurer's pages
   * first.
   */
  searchWeight?: number;
};

export const STYLE_GUIDE_SEARCH_WEIGHT = 0.5;

export function DocPage({ path, heading, children, searchWeight = STYLE_GUIDE_SEARCH_WEIGHT }: DocPageProps) {
  const page = heading ?? styleGuidePage(path);
  return (
    <article className={styles.page} data-pagefind-weight={searchWeight}>
      <header className={styles.header}>
        <Text size="sm" className={styles.group}>
          {page.group}
        </Text>
        <Heading level={1} data-pagefind-weight={searchWeight}>
          {page.title}
        </Heading>
        <Text size="lg">{page.summary}</Text>
      </header>
      {children}
    </article>
  );
}

/** A titled section of a style-guide page (Examples, Props, Accessibility ...). */
export function DocSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${slugify(title)}`;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading level={2} size="xl" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
