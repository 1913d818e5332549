import { render, screen } from '@testing-library/react';
import { PriceProvider } from '../prices/PriceContext';
import { CompareWithOthersLink } from './CompareWithOthersLink';

function setUp() {
  render(
    <PriceProvider
      productIds={['hospital-gold']}
      initialQuery={{ state: 'NSW', cover: 'single', frequency: 'monthly' }}
      initialPrices={[]}
    >
      <CompareWithOthersLink productId="hospital-gold" name="Gold Banksia Hospital" />
    </PriceProvider>,
  );
}

const link = () => screen.getByRole('link', { name: 'Compare Gold Banksia Hospital with other covers' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a product page’s link to the compare view', () => {
  it('opens the compare view with this cover, without the default price choice', () => {
    window.history.replaceState(null, '', '/health-insurance/hospital/hospital-gold');
    setUp();
    expect(link()).toHaveAttribute('href', '/health-insurance/compare?products=hospital-gold');
  });

  it('carries who is covered, the state and the payment frequency chosen on the page', () => {
    window.history.replaceState(
      null,
      '',
      '/health-insurance/hospital/hospital-gold?cover=family&state=WA&frequency=annually',
    );
    setUp();
    expect(link()).toHaveAttribute(
      'href',
      '/health-insurance/compare?products=hospital-gold&cover=family&state=WA&frequency=annually',
    );
  });
});
