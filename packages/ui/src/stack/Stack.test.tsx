import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { spaceKeys } from '../utils/space';
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

  it('lays the children out in a column, stretched, with the default gap', () => {
    render(
      <Stack data-testid="stack">
        <span>Item</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.alignItems).toBe('stretch');
    expect(style.gap).toBe('var(--space-4)');
  });

  it('keeps list semantics when rendered as a list, without bullets', () => {
    render(
      <Stack as="ul" gap={2}>
        <li>Hospital</li>
        <li>Extras</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // jsdom computes no list-style from the shorthand, so the declaration is read instead.
    expect(declarationsFor(list, 'list-style').map((d) => d.value)).toEqual(['none']);
  });

  it('applies gap and alignment', () => {
    render(
      <Stack data-testid="stack" gap={8} align="center">
        <span>Item</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.gap).toBe('var(--space-8)');
    expect(style.alignItems).toBe('center');
  });

  it.each(spaceKeys)('spaces the children by step %i of the space scale', (step) => {
    render(<Stack data-testid="stack" gap={step} />);
    expect(getComputedStyle(screen.getByTestId('stack')).gap).toBe(`var(--space-${step})`);
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
