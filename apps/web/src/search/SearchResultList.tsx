// The results of a search: each page's title as a link, its section and address, and an excerpt with the
// matched words marked (React text and <mark>, never HTML from the index). Titles repeat across the site ('Contact
// us' in five places), so each link is described by its section and address.
import { useId } from 'react';
import type { Ref } from 'react';
import { Link } from '@ds/ui';
import type { SearchHit } from '@ds/site/search';
import styles from './SiteSearch.module.css';

export interface SearchResultListProps {
  hits: readonly SearchHit[];
  /** Told which result (by position) the visitor opened. */
  onOpen?: (index: number) => void;
  ref?: Ref<HTMLOListElement>;
}

export function SearchResultList({ hits, onOpen, ref }: SearchResultListProps) {
  const id = useId();
  return (
    <ol ref={ref} className={styles.results} aria-label="Search results">
      {hits.map((hit, index) => (
        <li key={hit.url} className={styles.result}>
          <h2 className={styles.title}>
            <Link
              href={hit.url}
              data-result-link=""
              aria-describedby={`${id}-${index}`}
              onClick={() => onOpen?.(index)}
            >
              {hit.title}
            </Link>
          </h2>
          <p className={styles.where} id={`${id}-${index}`}>
            {hit.section ? <span className={styles.tag}>{hit.section}</span> : null}{' '}
            <span className={styles.path}>{hit.url}</span>
          </p>
          <p className={styles.excerpt}>
            {hit.excerpt.length > 0
              ? hit.excerpt.map((part, index) =>
                  part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                )
              : hit.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
