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

  it.each(['default', 'narrow', 'wide', 'full'] as const)('applies the %s size', (size) => {
    render(<Container size={size}>Sized</Container>);
    expect(screen.getByText('Sized')).toHaveClass('container', size);
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
