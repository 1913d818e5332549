import { act, fireEvent, render, screen } from '@testing-library/react';
import { PriceProvider } from '../prices/PriceContext';
import { CompareCovers } from './CompareCovers';
import type { CompareProduct } from './compare-rows';

const cover = (id: string, name: string, tier: string): CompareProduct => ({
  id,
  name,
  href: `/health-insurance/hospital/${id}`,
  features: { 'Cover type': 'Hospital', 'Hospital tier': tier },
});
const products = [
  cover('hospital-basic', 'Basic Saltbush Hospital', 'Basic'),
  cover('hospital-bronze', 'Bronze Wattle Hospital', 'Bronze'),
  cover('hospital-silver', 'Silver Waratah Hospital', 'Silver'),
  cover('hospital-gold', 'Gold Banksia Hospital', 'Gold'),
];

function setUp() {
  render(
    <PriceProvider
      productIds={products.map((product) => product.id)}
      initialQuery={{ state: 'NSW', cover: 'single', frequency: 'monthly' }}
      initialPrices={products.map((product, index) => ({
        productId: product.id,
        amount: 100 + index,
        fullAmount: null,
        available: true,
      }))}
    >
      <CompareCovers products={products} />
    </PriceProvider>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the side-by-side compare', () => {
  it('names whom, where and how often its prices are for in the price row, and links each cover to a quote', () => {
    window.history.replaceState(null, '', '/health-insurance/compare?products=hospital-basic,hospital-gold');
    setUp();
    expect(
      screen.getByRole('rowheader', { name: /^Price for single cover in New South Wales, paid monthly/ }),
    );
    expect(screen.getByRole('cell', { name: '$103.00 per month' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Get a quote for this cover.*Gold Banksia Hospital/ }),
    ).toHaveAttribute('href', '/health-insurance/join/welcome?product=hospital-gold');
  });

  it('a shared link with a price choice asks the price API for it, and the quote links bring the choice', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            state: 'WA',
            cover: 'family',
            frequency: 'annually',
            prices: products.map((product) => ({
              productId: product.id,
              amount: product.id === 'hospital-gold' ? 6000 : null,
              fullAmount: null,
              available: product.id === 'hospital-gold',
            })),
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(
      null,
      '',
      '/health-insurance/compare?products=hospital-bronze,hospital-gold&cover=family&state=WA&frequency=annually',
    );
    setUp();
    expect(
      await screen.findByRole('rowheader', {
        name: /^Price for family cover in Western Australia, paid annually/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$6,000.00 per year' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Not sold in Western Australia' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Get a quote for this cover.*Gold Banksia Hospital/ }),
    ).toHaveAttribute(
      'href',
      '/health-insurance/join/welcome?product=hospital-gold&cover=family&state=WA&frequency=annually',
    );
    expect(screen.getByRole('link', { name: 'Gold Banksia Hospital' })).toHaveAttribute(
      'href',
      '/health-insurance/hospital/hospital-gold?cover=family&state=WA&frequency=annually',
    );
  });

  it('each tick is a history entry, keeping the price choice; Back unticks it', () => {
    window.history.replaceState(
      null,
      '',
      '/health-insurance/compare?cover=couple&state=QLD&frequency=weekly',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    setUp();
    const entries = window.history.length;
    fireEvent.click(box('Basic Saltbush Hospital'));
    fireEvent.click(box('Silver Waratah Hospital'));
    expect(window.history.length).toBe(entries + 2);
    expect(new URLSearchParams(window.location.search).get('products')).toBe(
      'hospital-basic,hospital-silver',
    );
    expect(new URLSearchParams(window.location.search).get('state')).toBe('QLD');
    // Back: the entry before the second tick (jsdom's history does not fire popstate itself).
    act(() => {
      window.history.replaceState(
        null,
        '',
        '/health-insurance/compare?products=hospital-basic&cover=couple&state=QLD&frequency=weekly',
      );
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(box('Basic Saltbush Hospital')).toBeChecked();
    expect(box('Silver Waratah Hospital')).not.toBeChecked();
  });

  it('refuses a fourth cover with the reason, its box still operable', () => {
    window.history.replaceState(
      null,
      '',
      '/health-insurance/compare?products=hospital-basic,hospital-bronze,hospital-silver',
    );
    setUp();
    const fourth = box('Gold Banksia Hospital');
    expect(fourth).toBeEnabled();
    fireEvent.click(fourth);
    expect(fourth).not.toBeChecked();
    expect(
      screen.getByText('You can compare up to 3 covers. Untick one to add another.'),
    ).toBeInTheDocument();
  });

  it('says the refusal only while the choice it refused is shown: Back to two covers says two', () => {
    window.history.replaceState(
      null,
      '',
      '/health-insurance/compare?products=hospital-basic,hospital-bronze,hospital-silver',
    );
    setUp();
    fireEvent.click(box('Gold Banksia Hospital'));
    expect(screen.getByText(/You can compare up to 3 covers/)).toBeInTheDocument();
    // Back to the entry before the third tick (jsdom's history does not fire popstate itself).
    act(() => {
      window.history.replaceState(
        null,
        '',
        '/health-insurance/compare?products=hospital-basic,hospital-bronze',
      );
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByText(/You can compare up to 3 covers/)).not.toBeInTheDocument();
    expect(screen.getByText('Comparing 2 covers.')).toBeInTheDocument();
  });
});

describe('the table’s name', () => {
  it('names two covers as one compared with the other, and three as a list', () => {
    window.history.replaceState(null, '', '/health-insurance/compare?products=hospital-basic,hospital-gold');
    setUp();
    expect(
      screen.getByRole('table', { name: /^Basic Saltbush Hospital compared with Gold Banksia Hospital\./ }),
    ).toBeInTheDocument();
    act(() => fireEvent.click(box('Silver Waratah Hospital')));
    expect(
      screen.getByRole('table', {
        name: /^Basic Saltbush Hospital, Gold Banksia Hospital and Silver Waratah Hospital compared\. Rows that differ are marked\.$/,
      }),
    ).toBeInTheDocument();
  });
});
