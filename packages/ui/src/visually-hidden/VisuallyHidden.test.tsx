import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the control around it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('marks the focusable variant so it can reappear on focus', async () => {
    const user = userEvent.setup();
    render(
      <VisuallyHidden focusable data-testid="wrapper">
        <a href="#main-content">Skip to content</a>
      </VisuallyHidden>,
    );
    expect(screen.getByTestId('wrapper')).toHaveAttribute('data-focusable');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  describe('styles', () => {
    // The module's real CSS is injected, so getComputedStyle checks it. jsdom caches computed styles across
    // focus changes, so styles are read only after the last focus move.
    function renderBoth() {
      render(
        <>
          <VisuallyHidden data-testid="plain">Always hidden</VisuallyHidden>
          <VisuallyHidden focusable data-testid="focusable">
            <a href="#main-content">Skip to content</a>
          </VisuallyHidden>
        </>,
      );
      return { plain: screen.getByTestId('plain'), focusable: screen.getByTestId('focusable') };
    }

    it('clips both variants to nothing while nothing inside has focus', () => {
      const { plain, focusable } = renderBoth();
      for (const element of [plain, focusable]) {
        expect(getComputedStyle(element).position).toBe('absolute');
        expect(getComputedStyle(element).clipPath).toBe('inset(50%)');
      }
    });

    it('shows the focusable variant while its content has focus', () => {
      const { plain, focusable } = renderBoth();
      // Queried and focused without role queries or user-event, which read (and so cache) styles first.
      const link = focusable.querySelector('a');
      act(() => link?.focus());
      expect(link).toHaveFocus();
      expect(getComputedStyle(focusable).position).not.toBe('absolute');
      expect(getComputedStyle(focusable).clipPath).not.toBe('inset(50%)');
      expect(getComputedStyle(plain).position).toBe('absolute');
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <a href="/help">
        Help<VisuallyHidden> with claims</VisuallyHidden>
      </a>,
    );
    await expectNoAxeViolations(container);
  });
});
