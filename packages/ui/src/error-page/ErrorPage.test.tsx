import { render, screen } from '@testing-library/react';
import { HelpCircleIcon } from '@ds/icons';
import { themes } from '@ds/tokens/meta';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ErrorPage } from './ErrorPage';

function artwork(container: HTMLElement) {
  return container.querySelector('[data-image]');
}

describe('ErrorPage', () => {
  it('shows the title as the page heading, the description and the ways onward', () => {
    render(
      <ErrorPage title="Sorry, we couldn’t find that page" description="The page may have moved.">
        <a href="/help">Get help</a>
      </ErrorPage>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, we couldn’t find that page' }),
    ).toBeVisible();
    expect(screen.getByText('The page may have moved.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveAttribute('href', '/help');
  });

  it('has a general title by default and never shows an error code', () => {
    const { container } = render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeVisible();
    expect(container.textContent).not.toMatch(/\b[45]\d\d\b/);
  });

  it.each(['main', 'gu'] as const)('shows the %s brand illustration in the %s theme', (theme) => {
    const { container } = render(<ErrorPage theme={theme} title="Page not found" />);
    expect(artwork(container)).toHaveAttribute('data-image', 'brand');
    const svg = artwork(container)!.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-illustration', theme);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the generic icon in a brand’s theme when asked for no illustration', () => {
    const { container } = render(<ErrorPage theme="main" illustration={false} />);
    expect(artwork(container)).toHaveAttribute('data-image', 'icon');
    expect(container.querySelector('[data-illustration]')).toBeNull();
  });

  it('draws a different illustration for each brand', () => {
    const main = render(<ErrorPage theme="main" />).container.querySelector('svg')!.innerHTML;
    const gu = render(<ErrorPage theme="gu" />).container.querySelector('svg')!.innerHTML;
    expect(main).not.toBe(gu);
  });

  it.each(themes.filter((theme) => theme !== 'main' && theme !== 'gu'))(
    'shows the generic icon in the %s theme',
    (theme) => {
      const { container } = render(<ErrorPage theme={theme} title="Page not found" />);
      expect(artwork(container)).toHaveAttribute('data-image', 'icon');
      expect(container.querySelector('[data-illustration]')).toBeNull();
      expect(artwork(container)!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('takes another generic icon, or other artwork in place of both', () => {
    const { container, rerender } = render(<ErrorPage theme="thrive" icon={HelpCircleIcon} />);
    const iconMarkup = artwork(container)!.innerHTML;
    rerender(<ErrorPage theme="thrive" />);
    expect(artwork(container)!.innerHTML).not.toBe(iconMarkup);
    rerender(<ErrorPage theme="main" image={<span>Custom artwork</span>} />);
    expect(artwork(container)).toHaveAttribute('data-image', 'custom');
    expect(screen.getByText('Custom artwork')).toBeVisible();
  });

  it('puts the title at a lower outline level inside another page', () => {
    render(<ErrorPage headingLevel={3} title="Sorry, we couldn’t find that page" />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Sorry, we couldn’t find that page' }),
    ).toBeVisible();
  });

  it.each(['main', 'foundation'] as const)('has no axe violations in the %s theme', async (theme) => {
    const { container } = render(
      <ErrorPage
        theme={theme}
        title="Sorry, we couldn’t find that page"
        description="The page may have moved."
      >
        <a href="/">Go to the home page</a>
      </ErrorPage>,
    );
    await expectNoAxeViolations(container);
  });
});
