import { act, fireEvent, render, screen } from '@testing-library/react';
import { LivePriceHeader } from './LivePrice';
import { PriceControls } from './PriceControls';
import { PriceProvider } from './PriceContext';

const initialQuery = { state: 'NSW', cover: 'single', frequency: 'monthly' } as const;

function setUp() {
  render(
    <PriceProvider
      productIds={['hospital-gold']}
      initialQuery={initialQuery}
      initialPrices={[{ productId: 'hospital-gold', amount: 262.9, fullAmount: null, available: true }]}
    >
      <PriceControls />
      <LivePriceHeader productId="hospital-gold" name="Gold Banksia Hospital" />
    </PriceProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('prices that follow the choices', () => {
  it('asks the price API for a new choice, showing the loading overlay meanwhile', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    setUp();
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment frequency' }), {
      target: { value: 'annually' },
    });
    expect(screen.getByText('Updating prices')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0 as never])).toBe(
      '/api/products/prices?cover=single&state=NSW&frequency=annually&ids=hospital-gold',
    );
    await act(async () =>
      answer(
        new Response(
          JSON.stringify({
            state: 'NSW',
            cover: 'single',
            frequency: 'annually',
            prices: [{ productId: 'hospital-gold', amount: 3028.61, fullAmount: 3154.8, available: true }],
          }),
        ),
      ),
    );
    // The reply is checked against the route's schema, which loads with the call: the price follows a moment later.
    expect(await screen.findByText('$3,028.61')).toBeInTheDocument();
    expect(screen.getByText('per year')).toBeInTheDocument();
    expect(screen.queryByText('Updating prices')).toBeNull();
    expect(window.location.search).toBe('?cover=single&state=NSW&frequency=annually');
  });

  it('starts from the choice in the URL (a reload, Back, a shared link)', () => {
    window.history.replaceState(null, '', '/health-insurance?cover=family&state=WA&frequency=weekly&x=1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    setUp();
    expect(screen.getByRole('combobox', { name: 'Who is covered' })).toHaveValue('family');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
    expect(screen.getByRole('combobox', { name: 'Payment frequency' })).toHaveValue('weekly');
    expect(screen.getByText('Updating prices')).toBeInTheDocument();
  });

  it('keeps the last prices when a request fails, and says which choice they are for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    setUp();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'VIC' } });
    });
    expect(screen.getByText('$262.90')).toBeInTheDocument();
    expect(screen.getByText(/Prices could not be updated just now/)).toHaveTextContent(
      'single cover in New South Wales, paid monthly',
    );
  });
});
