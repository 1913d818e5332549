import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Container } from './Container';

describe('Container', () => {
  it('renders its children in a div by default', () => {
    render(<Container>Welcome</Container>);
    expect(screen.getByText('Welcome').tagName).toBe('DIV');
  });

  it('can be the main landmark, keeping id for the skip link', () => {
    render(
      <Container as="main" id="main-content">
        Page content
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveTextContent('Page content');
  });

  it('centres a full-width column with the container padding', () => {
    render(<Container>Centred</Container>);
    const style = getComputedStyle(screen.getByText('Centred'));
    expect(style.boxSizing).toBe('border-box');
    expect(style.inlineSize).toBe('100%');
    expect(style.marginInline).toBe('auto');
    expect(style.paddingInline).toBe('var(--container-padding-inline)');
  });

  it.each([
    ['default', 'calc(var(--container-max-width) + 2 * var(--container-padding-inline))'],
    ['narrow', 'calc(var(--measure-text) + 2 * var(--container-padding-inline))'],
    ['wide', 'calc(var(--container-max-width) + 2 * var(--space-11) + 2 * var(--container-padding-inline))'],
    ['full', 'none'],
  ] as const)('limits the %s size to its token width, padding included', (size, maxInlineSize) => {
    render(<Container size={size}>Sized</Container>);
    // Whitespace normalised: the stylesheet wraps the longest calc() over lines.
    const value = getComputedStyle(screen.getByText('Sized')).maxInlineSize;
    expect(value.replace(/\s+/g, ' ').replace(/\( | \)/g, (m) => m.trim())).toBe(maxInlineSize);
  });

  it('uses no inline style', () => {
    render(<Container size="narrow">Styled by classes</Container>);
    expect(screen.getByText('Styled by classes')).not.toHaveAttribute('style');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Container as="section" aria-label="Our covers">
        <p>Content</p>
      </Container>,
    );
    await expectNoAxeViolations(container);
  });
});
