import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { Copy } from './Copy';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default', () => {
    render(<Text>Cover starts from the day you join.</Text>);
    expect(screen.getByText('Cover starts from the day you join.').tagName).toBe('P');
  });

  it.each(['span', 'div', 'strong'] as const)('renders as a %s when asked', (as) => {
    render(<Text as={as}>Waiting periods apply</Text>);
    expect(screen.getByText('Waiting periods apply').tagName).toBe(as.toUpperCase());
  });

  it('applies size, tone and weight', () => {
    render(
      <Text size="sm" tone="muted" weight="semibold">
        Prices include the rebate
      </Text>,
    );
    const style = getComputedStyle(screen.getByText('Prices include the rebate'));
    expect(style.fontSize).toBe('var(--font-size-sm)');
    expect(style.lineHeight).toBe('var(--line-height-normal)');
    expect(style.color).toBe('var(--color-text-muted)');
    expect(style.fontWeight).toBe('var(--font-weight-semibold)');
  });

  it('is body text in the default tone and size when nothing is asked for', () => {
    render(<Text>Cover starts from the day you join.</Text>);
    const style = getComputedStyle(screen.getByText('Cover starts from the day you join.'));
    expect(style.fontFamily).toBe('var(--font-family-body)');
    expect(style.fontSize).toBe('var(--font-size-md)');
    expect(style.color).toBe('var(--color-text-default)');
    expect(style.margin).toBe('0px');
  });

  it('leaves the weight to the element when none is given', () => {
    render(<Text as="strong">Important</Text>);
    expect(declarationsFor(screen.getByText('Important'), 'font-weight')).toEqual([]);
  });
});

describe('Copy', () => {
  it('renders rich content with its lists and links intact', () => {
    render(
      <Copy>
        <p>Extras cover helps pay for:</p>
        <ul>
          <li>dental check-ups</li>
          <li>optical</li>
        </ul>
        <p>
          Read the <a href="/docs/policy-booklet">policy booklet</a>.
        </p>
      </Copy>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'policy booklet' })).toHaveAttribute(
      'href',
      '/docs/policy-booklet',
    );
  });

  it('renders as a section when asked', () => {
    render(
      <Copy as="section" aria-label="About extras">
        <p>Text</p>
      </Copy>,
    );
    expect(screen.getByRole('region', { name: 'About extras' }).tagName).toBe('SECTION');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Copy size="lg">
        <h2>What is covered</h2>
        <p>
          Most services are covered. See <a href="/help">help</a>.
        </p>
        <ol>
          <li>Join</li>
          <li>Claim</li>
        </ol>
      </Copy>,
    );
    await expectNoAxeViolations(container);
  });
});
