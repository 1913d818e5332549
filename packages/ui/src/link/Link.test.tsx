import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent, ReactNode } from 'react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Link } from './Link';
import { LinkProvider } from './LinkProvider';
import type { LinkComponentProps } from './LinkProvider';

// Stands in for the app's router link; the data attribute shows which links went through it.
function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

function renderWithRouter(ui: ReactNode) {
  return render(<LinkProvider component={RouterLink}>{ui}</LinkProvider>);
}

// Browsers keep the space between the link text and the hidden hint; jsdom's name computation trims text
// inside each element and drops it. The name check allows for that, and textContent pins the real text.
function getNewTabLink(text: string, hint = '(opens in a new tab)') {
  const escape = (value: string) => value.replace(/[()]/g, '\\$&');
  const link = screen.getByRole('link', { name: new RegExp(`^${escape(text)} ?${escape(hint)}$`) });
  expect(link.textContent).toBe(`${text} ${hint}`);
  return link;
}

describe('Link', () => {
  it('renders a plain anchor with its href and text when no router link is provided', () => {
    render(<Link href="/about-us">About us</Link>);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about-us');
    expect(link).not.toHaveAttribute('data-router-link');
    expect(link).not.toHaveAttribute('target');
  });

  it.each(['/health-insurance', '/', '#main-content', '/help#contact'])(
    'sends the internal href %s through the injected router link',
    (href) => {
      renderWithRouter(<Link href={href}>Go</Link>);
      const link = screen.getByRole('link', { name: 'Go' });
      expect(link).toHaveAttribute('data-router-link');
      expect(link).toHaveAttribute('href', href);
    },
  );

  it.each([
    'tel:1300975707',
    'mailto:help@example.com',
    'https://example.com/login',
    'http://example.com',
    '//example.com/x',
  ])('renders %s as a plain anchor even inside the provider', (href) => {
    renderWithRouter(<Link href={href}>Elsewhere</Link>);
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).not.toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', href);
  });

  it('opens in a new tab safely and says so to screen reader users', () => {
    render(
      <Link href="https://example.com/travel" newTab>
        Travel portal
      </Link>,
    );
    const link = getNewTabLink('Travel portal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats targetBlank like newTab and merges rel values such as nofollow', () => {
    render(
      <Link href="https://example.com/social" targetBlank rel="nofollow noopener">
        Follow us
      </Link>,
    );
    const link = getNewTabLink('Follow us');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  it('adds the new-tab hint and safe rel when target="_blank" is passed directly', () => {
    render(
      <Link href="https://example.com" target="_blank">
        Partner site
      </Link>,
    );
    const link = getNewTabLink('Partner site');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets a brand override the new-tab hint', () => {
    render(
      <Link href="https://example.com" newTab newTabText="(new window)">
        Claims
      </Link>,
    );
    getNewTabLink('Claims', '(new window)');
    expect(screen.queryByText(/opens in a new tab/)).not.toBeInTheDocument();
  });

  it('passes anchor attributes and classes through', () => {
    renderWithRouter(
      <Link href="/help" aria-current="page" className="extra" id="help-link">
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('id', 'help-link');
    expect(link).toHaveClass('extra');
  });

  it('is reached with Tab and activated with Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    render(
      <>
        <button type="button">Before</button>
        <Link href="/contact-us" onClick={onClick}>
          Contact us
        </Link>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in any variant', async () => {
    const { container } = renderWithRouter(
      <p>
        Read the <Link href="/docs/fund-rules">fund rules</Link>,{' '}
        <Link href="/help" variant="standalone">
          get help
        </Link>{' '}
        or{' '}
        <Link href="https://example.com" variant="unstyled" newTab>
          visit our partner
        </Link>
        .
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('Link inside a provider with a base URL', () => {
  it('makes site paths absolute and plain, and leaves other hrefs alone', () => {
    render(
      <LinkProvider component={RouterLink}>
        <LinkProvider baseUrl="https://partner.example/au">
          <Link href="/help">Help</Link>
          <Link href="#top">Top</Link>
          <Link href="tel:1300975707">Call</Link>
        </LinkProvider>
      </LinkProvider>,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', 'https://partner.example/au/help');
    // An absolute URL is another site as far as the router is concerned: a plain anchor.
    expect(help).not.toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:1300975707');
  });

  it('keeps the outer router link when a nested provider only sets the base URL', () => {
    render(
      <LinkProvider component={RouterLink}>
        <LinkProvider>
          <Link href="/claims">Claims</Link>
        </LinkProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('data-router-link');
  });
});
