'use client';
// The side-by-side compare (/health-insurance/compare?products=a,b,c): two or three covers in one table, row by
// row (price, tier, excess, then every service with its cover, waiting period and limits), rows that differ
// marked. The choice lives in the URL, so it can be shared and the back button works; without JavaScript the
// form below still picks covers (a plain GET form).
import { useEffect, useState } from 'react';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import { COMPARE_PATH, MAX_COMPARED } from './compare-href';
import type { CompareProduct } from './compare-rows';
import { comparedIds, rowsFor } from './compare-rows';
import styles from './Compare.module.css';

/** `products`: every cover as the table says it, prepared on the server (compare-rows.ts). */
export function CompareCovers({ products }: { products: readonly CompareProduct[] }) {
  const [ids, setIds] = useState<string[] | null>(null);
  const byId = new Map(products.map((product) => [product.id, product]));
  useEffect(() => {
    const known = new Set(products.map((product) => product.id));
    const read = () => setIds(comparedIds(window.location.search, known));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [products]);

  const compared = (ids ?? []).map((id) => byId.get(id)!);
  const rows = compared.length >= 2 ? rowsFor(compared) : [];
  const summary = `${compared.map((product) => product.name).join(' compared with ')}. Rows that differ are marked.`;
  return (
    <div className={styles.compare}>
      <form method="get" action={COMPARE_PATH} className={styles.form}>
        <fieldset>
          <legend>Choose two or three covers</legend>
          <ul className={styles.choices}>
            {products.map((product) => (
              <li key={product.id}>
                <label>
                  <input
                    type="checkbox"
                    name="products"
                    value={product.id}
                    checked={ids?.includes(product.id) ?? false}
                    disabled={!ids?.includes(product.id) && (ids?.length ?? 0) >= MAX_COMPARED}
                    onChange={(event) => {
                      const next = event.currentTarget.checked
                        ? [...(ids ?? []), product.id]
                        : (ids ?? []).filter((id) => id !== product.id);
                      setIds(next);
                      const url = next.length ? `?products=${next.join(',')}` : window.location.pathname;
                      window.history.pushState(null, '', url);
                    }}
                  />{' '}
                  {product.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <noscript>
          <button type="submit">Compare</button>
        </noscript>
      </form>
      <p aria-live="polite" className={styles.barText}>
        {compared.length < 2
          ? 'Choose at least two covers to see them side by side.'
          : `Comparing ${compared.length} covers${compared.length === MAX_COMPARED ? ' (the most that fit side by side)' : ''}.`}
      </p>
      <div>
        {compared.length < 2 ? null : (
          <>
            {/* Said above the table, whole on any screen: a caption scrolls sideways with a wide table. The caption
              says it again for screen readers, where it names the table. */}
            <p className={styles.tableSummary} aria-hidden="true">
              {summary}
            </p>
            <ScrollableTable label="Covers side by side">
              <table className={styles.table}>
                <caption>
                  <VisuallyHidden>{summary}</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Feature</th>
                    {compared.map((product) => (
                      <th scope="col" key={product.id}>
                        <a href={product.href}>{product.name}</a>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const differs = new Set(row.values).size > 1;
                    return (
                      <tr key={row.label} data-differs={differs || undefined}>
                        <th scope="row">
                          {row.label}
                          {differs ? <span className={styles.differs}> (differs)</span> : null}
                        </th>
                        {row.values.map((value, index) => (
                          <td key={compared[index]!.id}>{value}</td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollableTable>
          </>
        )}
      </div>
    </div>
  );
}
