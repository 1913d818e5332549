import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { spaceKeys } from '../utils/space';
import { Box } from './Box';

// jsdom drops shorthands holding var() from getComputedStyle, so padding and border are read from the rules.
const declared = (element: Element, property: string) =>
  declarationsFor(element, property).map((d) => d.value);

describe('Box', () => {
  it('renders a plain div with no styling options by default', () => {
    render(<Box data-testid="box">Content</Box>);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(getComputedStyle(box).boxSizing).toBe('border-box');
    for (const property of ['padding', 'background-color', 'border', 'border-radius', 'box-shadow']) {
      expect(declared(box, property), property).toEqual([]);
    }
  });

  it('applies padding, background, radius, shadow and border from the tokens, without inline styles', () => {
    render(
      <Box data-testid="box" padding={6} background="brand" radius="lg" shadow="md" border>
        Card
      </Box>,
    );
    const box = screen.getByTestId('box');
    const style = getComputedStyle(box);
    expect(declared(box, 'padding')).toEqual(['var(--space-6)']);
    expect(style.backgroundColor).toBe('var(--color-surface-brand)');
    expect(style.color).toBe('var(--color-on-surface-brand)');
    expect(style.borderRadius).toBe('var(--radius-lg)');
    expect(style.boxShadow).toBe('var(--shadow-md)');
    expect(declared(box, 'border')).toEqual(['1px solid var(--color-border-default)']);
    expect(box).not.toHaveAttribute('style');
  });

  it('accepts a border tone and zero padding', () => {
    render(
      <Box data-testid="box" padding={0} border="strong">
        Outlined
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(declared(box, 'padding')).toEqual(['var(--space-0)']);
    expect(declared(box, 'border')).toEqual(['1px solid var(--color-border-strong)']);
  });

  it.each(spaceKeys)('pads by step %i of the space scale', (step) => {
    render(
      <Box data-testid="box" padding={step}>
        Padded
      </Box>,
    );
    expect(declared(screen.getByTestId('box'), 'padding')).toEqual([`var(--space-${step})`]);
  });

  it('switches the text to the inverse colour on the inverse surface', () => {
    render(
      <Box data-testid="box" background="inverse">
        Dark
      </Box>,
    );
    const style = getComputedStyle(screen.getByTestId('box'));
    expect(style.backgroundColor).toBe('var(--color-surface-inverse)');
    expect(style.color).toBe('var(--color-text-inverse)');
  });

  it('renders the element asked for, keeping its semantics', () => {
    render(
      <Box as="aside" aria-label="Need help?" background="subtle" padding={4}>
        Call us
      </Box>,
    );
    expect(screen.getByRole('complementary', { name: 'Need help?' })).toHaveTextContent('Call us');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Box as="section" aria-label="Offer" background="inverse" padding={8} radius="xl" shadow="lg">
        <p>Two months free</p>
      </Box>,
    );
    await expectNoAxeViolations(container);
  });
});
