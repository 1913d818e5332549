// The results of a search: each page's title as a link, its section and address, and an excerpt with the
// matched words marked (React text and <mark>, never HTML from the index).
import type { Ref } from 'react';
import type { SearchHit } from './pagefind-client';
import styles from './SiteSearch.module.css';

export function SearchResultList({ hits, ref }: { hits: readonly SearchHit[]; ref?: Ref<HTMLOListElement> }) {
  return (
    <ol ref={ref} className={styles.results} aria-label="Search results">
      {hits.map((hit) => (
        <li key={hit.url} className={styles.result}>
          <h2 className={styles.title}>
            <a href={hit.url} data-result-link="">
              {hit.title}
            </a>
          </h2>
          <p className={styles.where}>
            {hit.section ? <span className={styles.tag}>{hit.section}</span> : null}
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
