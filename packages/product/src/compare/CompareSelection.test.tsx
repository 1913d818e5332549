import { fireEvent, render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '@ds/ui/test-utils/axe';
import { PriceProvider } from '../prices/PriceContext';
import { CompareSelection, CompareToggle } from './CompareSelection';

const covers = [
  ['hospital-basic', 'Basic Saltbush Hospital'],
  ['hospital-bronze', 'Bronze Wattle Hospital'],
  ['hospital-silver', 'Silver Waratah Hospital'],
  ['hospital-gold', 'Gold Banksia Hospital'],
] as const;

function setUp() {
  return render(
    <PriceProvider
      productIds={covers.map(([id]) => id)}
      initialQuery={{ state: 'NSW', cover: 'single', frequency: 'monthly' }}
      initialPrices={[]}
    >
      <main>
        <CompareSelection>
          {covers.map(([id, name]) => (
            <CompareToggle key={id} productId={id} name={name} />
          ))}
        </CompareSelection>
      </main>
    </PriceProvider>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Compare ${name}` });
const tray = () => screen.queryByRole('region', { name: 'Covers to compare' });
/** The one polite live region: what a screen reader hears after a tick. */
const heard = () => document.querySelector('[aria-live="polite"]')!.textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the compare tray', () => {
  it('is not there until a cover is ticked', () => {
    setUp();
    expect(tray()).toBeNull();
    fireEvent.click(box('Gold Banksia Hospital'));
    expect(within(tray()!).getByText(/1 cover chosen/)).toBeInTheDocument();
    expect(within(tray()!).getByText(/Gold Banksia Hospital/)).toBeInTheDocument();
    expect(within(tray()!).getByText('Choose another cover to compare.')).toBeInTheDocument();
    expect(heard()).toBe('Gold Banksia Hospital added to compare. 1 cover chosen.');
  });

  it('names the chosen covers and links to them side by side, with the price choice', async () => {
    window.history.replaceState(null, '', '/health-insurance?cover=family&state=WA&frequency=annually');
    const { container } = setUp();
    fireEvent.click(box('Silver Waratah Hospital'));
    fireEvent.click(box('Gold Banksia Hospital'));
    const region = tray()!;
    expect(region).toHaveTextContent('2 covers chosen: Silver Waratah Hospital, Gold Banksia Hospital');
    expect(within(region).getByRole('link', { name: 'Compare 2 covers' })).toHaveAttribute(
      'href',
      '/health-insurance/compare?products=hospital-silver,hospital-gold&cover=family&state=WA&frequency=annually',
    );
    // The choice is in this page's URL too, so Back from the compare view finds it.
    expect(new URLSearchParams(window.location.search).get('products')).toBe('hospital-silver,hospital-gold');
    await expectNoAxeViolations(container);
  });

  it('refuses a fourth cover with the reason, its box still operable', () => {
    setUp();
    for (const [, name] of covers.slice(0, 3)) fireEvent.click(box(name));
    const fourth = box('Gold Banksia Hospital');
    expect(fourth).toBeEnabled();
    fireEvent.click(fourth);
    expect(fourth).not.toBeChecked();
    expect(
      within(tray()!).getByText('You can compare up to 3 covers. Untick one to add another.'),
    ).toBeVisible();
    expect(heard()).toBe('You can compare up to 3 covers. Untick one to add another.');
    // Untick one, and the fourth goes in.
    fireEvent.click(box('Basic Saltbush Hospital'));
    fireEvent.click(fourth);
    expect(fourth).toBeChecked();
    expect(within(tray()!).queryByText(/You can compare up to 3/)).toBeNull();
    expect(within(tray()!).getByRole('link', { name: 'Compare 3 covers' })).toBeInTheDocument();
  });

  it('comes back from the URL (Back from the compare view, a reload)', () => {
    window.history.replaceState(null, '', '/health-insurance?products=hospital-bronze,hospital-gold');
    setUp();
    expect(box('Bronze Wattle Hospital')).toBeChecked();
    expect(box('Gold Banksia Hospital')).toBeChecked();
    expect(tray()).toHaveTextContent('2 covers chosen: Bronze Wattle Hospital, Gold Banksia Hospital');
  });

  it('Clear empties the choice, hides the tray and puts focus back on the first cover chosen', () => {
    setUp();
    fireEvent.click(box('Bronze Wattle Hospital'));
    fireEvent.click(box('Gold Banksia Hospital'));
    fireEvent.click(within(tray()!).getByRole('button', { name: /^Clear/ }));
    expect(tray()).toBeNull();
    expect(box('Bronze Wattle Hospital')).not.toBeChecked();
    expect(box('Bronze Wattle Hospital')).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(heard()).toBe('Compare choices cleared.');
  });
});
