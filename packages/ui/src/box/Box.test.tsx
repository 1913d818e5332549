import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Box } from './Box';

describe('Box', () => {
  it('renders a plain div with no styling options by default', () => {
    render(<Box data-testid="box">Content</Box>);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box.className).toBe('box');
  });

  it('applies padding, background, radius, shadow and border through classes only', () => {
    render(
      <Box data-testid="box" padding={6} background="brand" radius="lg" shadow="md" border>
        Card
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('padding-6', 'background-brand', 'radius-lg', 'shadow-md', 'border-default');
    expect(box).not.toHaveAttribute('style');
  });

  it('accepts a border tone and zero padding', () => {
    render(
      <Box data-testid="box" padding={0} border="strong">
        Outlined
      </Box>,
    );
    expect(screen.getByTestId('box')).toHaveClass('padding-0', 'border-strong');
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
