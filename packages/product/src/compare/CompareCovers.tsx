'use client';
// The side-by-side compare (/health-insurance/compare?products=a,b,c&cover=family&state=VIC&frequency=annually):
// two or three covers in one table, row by row (the price for the visitor's choice of who, where and how often,
// a quote link per cover, tier, excess, then every service with its cover, waiting period and limits), rows that
// differ marked. The choice lives in the URL, so it can be shared, reloaded, and Back steps through the covers
// ticked (each tick is a history entry); without JavaScript the form below still picks covers (a plain GET form).
// Inside a PriceProvider, as the cards are: the prices follow its choice, with its loading and failure states.
import { useMemo, useState } from 'react';
import { ScrollableTable } from '@ds/ui/scrollable-table';
import { useUrlSearch } from '@ds/ui/hooks';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import { PriceControls } from '../prices/PriceControls';
import { usePriceState } from '../prices/PriceContext';
import { COMPARE_PATH, MAX_COMPARED, priceParams, quoteHref, statedPriceChoice } from './compare-href';
import { LIMIT_MESSAGE, comparedIds, toggleCompared } from './compare-choice';
import type { CompareProduct, Row } from './compare-rows';
import { priceRow, rowsFor } from './compare-rows';
import styles from './Compare.module.css';

const differs = (row: Row) => new Set(row.values).size > 1;

function RowHeader({ row }: { row: Row }) {
  return (
    <th scope="row">
      {row.label}
      {differs(row) ? <span className={styles.differs}> (differs)</span> : null}
    </th>
  );
}

/** `products`: every cover as the table says it, prepared on the server (compare-rows.ts). */
export function CompareCovers({ products }: { products: readonly CompareProduct[] }) {
  const [search, updateSearch] = useUrlSearch();
  const { query, prices, pricedFor, loading } = usePriceState();
  // The query string a fourth cover was refused at: the reason is said while that choice is shown, not after
  // Back or Forward has brought another.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const refused = refusedAt === search;
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const ids = comparedIds(search, new Set(byId.keys()));

  const compared = ids.map((id) => byId.get(id)!);
  const price = priceRow(compared, prices, pricedFor);
  const rows = compared.length >= 2 ? rowsFor(compared) : [];
  // A product page or the quote journey opens with the visitor's choice (the quote only with what they chose).
  const choice = new URLSearchParams(priceParams(query)).toString();
  const stated = statedPriceChoice(search);
  const names = compared.map((product) => product.name);
  const summary = `${
    names.length > 2
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)} compared`
      : names.join(' compared with ')
  }. Rows that differ are marked.`;
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
                    checked={ids.includes(product.id)}
                    onChange={() => {
                      const result = toggleCompared(ids, product.id);
                      setRefusedAt(result.change === 'refused' ? search : null);
                      if (result.change === 'refused') return;
                      updateSearch({ products: result.chosen.join(',') || null }, 'push');
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
        {refused
          ? LIMIT_MESSAGE
          : compared.length < 2
            ? 'Choose at least two covers to see them side by side.'
            : `Comparing ${compared.length} covers${compared.length === MAX_COMPARED ? ' (the most that fit side by side)' : ''}.`}
      </p>
      <PriceControls />
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
                        <a href={choice ? `${product.href}?${choice}` : product.href}>{product.name}</a>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr data-differs={differs(price) || undefined}>
                    <RowHeader row={price} />
                    {price.values.map((value, index) => (
                      <td
                        key={compared[index]!.id}
                        className={styles.priceCell}
                        aria-busy={loading || undefined}
                      >
                        {value}
                      </td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">Quote</th>
                    {compared.map((product) => (
                      <td key={product.id}>
                        <a href={quoteHref(product.id, stated)}>
                          Get a quote for this cover<VisuallyHidden>{` (${product.name})`}</VisuallyHidden>
                        </a>
                      </td>
                    ))}
                  </tr>
                  {rows.map((row) => (
                    <tr key={row.label} data-differs={differs(row) || undefined}>
                      <RowHeader row={row} />
                      {row.values.map((value, index) => (
                        <td key={compared[index]!.id}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollableTable>
          </>
        )}
      </div>
    </div>
  );
}
