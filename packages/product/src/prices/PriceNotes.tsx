'use client';
// The notes under the prices. They follow the same price choice the cards' prices do (who is covered, the state,
// how often they pay), so they never describe one choice under prices for another; each product's note has its
// own mark, the one its card's price links from.
import { formatDollars } from '@ds/ui/format';
import type { Product } from '../data/schema';
import { ANNUAL_DISCOUNT } from '../pricing';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import { noteMarks, pricedForText, priceNoteId, priceNoteMarkId } from './price-notes';
import { usePriceState } from './PriceContext';

export type NotedProduct = Pick<Product, 'id' | 'name' | 'excess' | 'priceDisclaimer'>;

export function PriceNotes({ products }: { products: readonly NotedProduct[] }) {
  const { pricedFor } = usePriceState();
  const marks = noteMarks(products);
  const forWhom = pricedForText(pricedFor);
  const noted = products.filter((product) => marks.has(product.id));
  return (
    <>
      <p>
        Prices shown are sample prices for {forWhom}, before the Australian Government Rebate and any Lifetime
        Health Cover loading. Paying annually saves {Math.round(ANNUAL_DISCOUNT * 100)}%.
      </p>
      {noted.length ? (
        <ul>
          {noted.map((product) => (
            // Focusable by script only, so following a mark brings focus (and a screen reader) to the note; its
            // last link goes back to the mark.
            <li key={product.id} id={priceNoteId(product)} tabIndex={-1}>
              {marks.get(product.id)} {product.name}: the price shown is for {forWhom}
              {product.excess !== undefined
                ? `, with a ${formatDollars(product.excess)} excess per hospital admission`
                : ''}
              . {product.priceDisclaimer}{' '}
              <a href={`#${priceNoteMarkId(priceNoteId(product))}`}>
                Back to the price<VisuallyHidden> of {product.name}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
