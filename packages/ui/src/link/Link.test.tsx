import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Link } from './Link';
import { LinkProvider } from './LinkProvider';

// Browsers keep the space between the link text and the hidden hint; jsdom's name computation trims text
// inside each element and drops it. The name check allows for that, and textContent pins the real text.
function getNewTabLink(text: string, hint = '(opens in a new tab)') {
  const escape = (value: string) => value.replace(/[()]/g, '\\$&');
  const link = screen.getByRole('link', { name: new RegExp(`^${escape(text)} ?${escape(hint)}$`) });
  expect(link.textContent).toBe(`${text} ${hint}`);
  return link;
}

describe('Link', () => {
  it.each([
    '/health-insurance',
    '/',
    '#main-content',
    '/help#contact',
    'tel:1300975707',
    'mailto:help@example.com',
    'https://example.com/login',
    '//example.com/x',
  ])('renders %s as a plain anchor with its href, in this tab', (href) => {
    render(<Link href={href}>Go</Link>);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
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
    render(
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
    const { container } = render(
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
  it('makes site paths absolute, and leaves other hrefs alone', () => {
    render(
      <LinkProvider baseUrl="https://partner.example/au">
        <Link href="/help">Help</Link>
        <Link href="#top">Top</Link>
        <Link href="tel:1300975707">Call</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://partner.example/au/help',
    );
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:1300975707');
  });

  it('keeps the outer base URL when a nested provider gives none', () => {
    render(
      <LinkProvider baseUrl="https://partner.example">
        <LinkProvider>
          <Link href="/claims">Claims</Link>
        </LinkProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute(
      'href',
      'https://partner.example/claims',
    );
  });
});
