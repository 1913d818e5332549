import { render, screen } from '@testing-library/react';
import { CardBody, ProductCard } from '../card/ProductCard';
import { PriceHeader } from './PriceHeader';

describe('PriceHeader', () => {
  it('shows the name, the price with a dollar sign, the frequency and an asterisk linking to the disclaimer', () => {
    render(
      <PriceHeader name="Gold Banksia Hospital" amount={262.9} frequency="monthly" disclaimerId="d-gold" />,
    );
    expect(screen.getByRole('heading', { name: 'Gold Banksia Hospital' })).toBeInTheDocument();
    expect(screen.getByText('$262.90')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /see the price disclaimer/ })).toHaveAttribute('href', '#d-gold');
  });

  it('strikes through the full price, and says so', () => {
    render(<PriceHeader name="Gold" amount={3028.61} fullAmount={3154.8} frequency="annually" />);
    const struck = screen.getByText('$3,154.80', { exact: false }).closest('s')!;
    expect(struck).toHaveTextContent('Was $3,154.80, now');
    expect(screen.getByText('per year')).toBeInTheDocument();
  });

  it('covers the price while prices load (said once by the price choices, not by every card)', () => {
    const { container } = render(<PriceHeader name="Gold" amount={262.9} frequency="monthly" loading />);
    expect(container.querySelector('[aria-busy="true"] [aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('$262.90')).toBeInTheDocument();
  });

  it('says when there is no price', () => {
    render(<PriceHeader name="Basic Plus" amount={null} frequency="monthly" />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });
});

describe('ProductCard', () => {
  it('takes its top border colour from the tier, or the cover type, and shows the tier badge', () => {
    const { container, rerender } = render(
      <ProductCard product={{ type: 'hospital', tier: 'silver-plus', name: 'Silver Plus' }} header={null}>
        <CardBody>Body</CardBody>
      </ProductCard>,
    );
    const card = container.querySelector('article')!;
    expect(card).toHaveAttribute('data-tier', 'silver');
    expect(card).toHaveAttribute('data-type', 'hospital');
    expect(screen.getByText('Silver Plus')).toBeInTheDocument();
    rerender(
      <ProductCard product={{ type: 'extras', name: 'Boronia Extras' }} header={null}>
        <CardBody>Body</CardBody>
      </ProductCard>,
    );
    expect(container.querySelector('article')).not.toHaveAttribute('data-tier');
    expect(container.querySelector('article')).toHaveAttribute('data-type', 'extras');
  });

  it('covers an unavailable product’s body with a message and takes it out of reach', () => {
    render(
      <CardBody unavailable="Not sold in Western Australia">
        <button type="button">See details</button>
      </CardBody>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Not sold in Western Australia');
    expect(screen.getByText('See details').closest('[inert]')).not.toBeNull();
  });
});
