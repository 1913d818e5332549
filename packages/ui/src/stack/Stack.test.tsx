import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders children in order inside a div by default', () => {
    render(
      <Stack data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveTextContent('FirstSecond');
  });

  it('keeps list semantics when rendered as a list', () => {
    render(
      <Stack as="ul" gap={2}>
        <li>Hospital</li>
        <li>Extras</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('applies gap and alignment from the scale', () => {
    render(
      <Stack data-testid="stack" gap={8} align="center">
        <span>Item</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveClass('stack', 'gap-8', 'align-center');
  });

  it('uses no inline style', () => {
    render(<Stack data-testid="stack" gap={11} />);
    expect(screen.getByTestId('stack')).not.toHaveAttribute('style');
  });

  it('has no axe violations as a list', async () => {
    const { container } = render(
      <Stack as="ol">
        <li>Choose a cover</li>
        <li>Join</li>
      </Stack>,
    );
    await expectNoAxeViolations(container);
  });
});
