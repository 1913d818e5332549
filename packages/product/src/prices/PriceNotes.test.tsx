import { render, screen, within } from '@testing-library/react';
import { productById } from '../data/products';
import { priceOf } from '../pricing';
import type { PriceQuery } from '../pricing';
import { LivePriceHeader } from './LivePrice';
import { PriceNotes } from './PriceNotes';
import { PriceProvider } from './PriceContext';
import { noteMarks, priceNoteId } from './price-notes';

const ids = ['hospital-basic', 'hospital-gold', 'extras-top', 'combined-silver-plus-top-extras'];
const shown = ids.map((id) => productById(id)!);

function renderNotes(query: PriceQuery) {
  const marks = noteMarks(shown);
  render(
    <PriceProvider
      productIds={ids}
      initialQuery={query}
      initialPrices={shown.map((product) => priceOf(product, query))}
    >
      {shown.map((product) => (
        <LivePriceHeader
          key={product.id}
          productId={product.id}
          name={product.name}
          disclaimerId={marks.has(product.id) ? priceNoteId(product) : undefined}
          disclaimerMark={marks.get(product.id)}
        />
      ))}
      <PriceNotes products={shown} />
    </PriceProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the notes under the prices', () => {
  it('say whom the prices are for from the price choice: a family in Victoria, not one adult in NSW', () => {
    renderNotes({ cover: 'family', state: 'VIC', frequency: 'fortnightly' });
    expect(screen.getByText(/sample prices for a family in Victoria, paid fortnightly/)).toBeInTheDocument();
    const gold = document.getElementById(priceNoteId({ id: 'hospital-gold' }))!;
    expect(gold).toHaveTextContent(
      'Gold Banksia Hospital: the price shown is for a family in Victoria, paid fortnightly, with a $500 excess per hospital admission.',
    );
    expect(document.body).not.toHaveTextContent(/one adult|New South Wales|NSW/);
  });

  it('give each note its own mark, and each card’s mark links to its own note', () => {
    renderNotes({ cover: 'single', state: 'NSW', frequency: 'monthly' });
    const notes = screen.getAllByRole('listitem');
    expect(notes.map((note) => note.textContent?.slice(0, 1))).toEqual(['*', '†', '‡']);
    for (const [index, id] of ['hospital-gold', 'extras-top', 'combined-silver-plus-top-extras'].entries()) {
      const heading = screen.getByRole('heading', { name: productById(id)!.name });
      const link = within(heading.parentElement!).getByRole('link', { name: /see the price disclaimer/ });
      expect(link).toHaveAttribute('href', `#${notes[index]!.id}`);
      expect(link.textContent?.slice(0, 1)).toBe(notes[index]!.textContent?.slice(0, 1));
    }
    // A product without a note has no mark.
    const basic = screen.getByRole('heading', { name: 'Basic Saltbush Hospital' });
    expect(within(basic.parentElement!).queryByRole('link')).toBeNull();
  });
});
