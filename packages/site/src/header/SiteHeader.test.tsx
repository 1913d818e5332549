import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '@ds/ui/test-utils/dialog';
import { variantConfigs } from '../data/variant-config';
import { SiteHeader } from './SiteHeader';

const data = {
  id: 'h',
  logoUrl: '/',
  logoLabel: 'Test Health home',
  phoneNumber: '1300 975 707',
  corporatePhoneNumber: '1300 975 708',
  showSearch: true,
  showLogin: true,
  callToAction: { id: 'cta', title: 'Get a quote', url: '/health-insurance/join/welcome' },
  navLinks: [
    {
      id: 'cover',
      title: 'Cover',
      variation: 'megaMenu' as const,
      children: [{ id: 'c1', title: 'Singles', url: '/singles' }],
    },
    { id: 'help', title: 'Help', url: '/help', positionRight: true },
  ],
};

describe('SiteHeader', () => {
  it('logs "Header: No data provided" and renders nothing without data', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<SiteHeader data={undefined} />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith('Header: No data provided');
    error.mockRestore();
  });

  it('renders the phone as a tel: link with spaces removed, swapping to the corporate number in corporate mode', () => {
    const phoneHrefs = () =>
      screen.getAllByRole('link', { name: /975 70/ }).map((link) => link.getAttribute('href'));
    render(<SiteHeader data={data} />);
    expect(phoneHrefs()).toEqual(['tel:1300975707']);
    document.documentElement.setAttribute('data-corporate', '');
    try {
      expect(phoneHrefs()).toEqual(['tel:1300975708']);
    } finally {
      document.documentElement.removeAttribute('data-corporate');
    }
  });

  it('links the logo to the configured url and the search icon to /search', () => {
    render(
      <SiteHeader
        data={{ ...data, logoUrl: '/gu', logoLabel: 'Gumleaf Health, back to home' }}
        logo={variantConfigs.gu.logo}
      />,
    );
    expect(screen.getAllByRole('link', { name: 'Gumleaf Health, back to home' })[0]).toHaveAttribute(
      'href',
      '/gu',
    );
    expect(screen.getAllByRole('link', { name: 'Search' })[0]).toHaveAttribute('href', '/search');
  });

  it("leads the search icon to the variant's own search page, shown once in the small header", () => {
    render(
      <SiteHeader
        data={{
          ...data,
          smallHeaderConfig: {
            id: 's',
            iconLinks: [{ id: 'i', url: '/gu/search', label: 'Search', icon: 'search' }],
          },
        }}
        searchUrl="/gu/search"
      />,
    );
    const searchLinks = screen.getAllByRole('link', { name: 'Search', hidden: true });
    // One in the desktop header, one in the small header: the data's own search icon link is not repeated.
    expect(searchLinks).toHaveLength(2);
    for (const link of searchLinks) expect(link).toHaveAttribute('href', '/gu/search');
  });

  it('names the logo with its visible words when the configured label leaves them out', () => {
    render(<SiteHeader data={{ ...data, logoLabel: 'Home page' }} logo={variantConfigs.gu.logo} />);
    expect(screen.getAllByRole('link', { name: 'Gumleaf Health home' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Home page' })).toBeNull();
  });

  // The desktop bar shows from xl (the e2e specs check it there); jsdom applies no width query, so it is a phone.
  it('renders a disclosure button for items with children and a link otherwise in the desktop bar', () => {
    render(<SiteHeader data={data} />);
    const bar = within(screen.getByRole('navigation', { name: 'Main', hidden: true }));
    const trigger = bar.getByRole('button', { name: 'Cover', hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls');
    expect(bar.getByRole('link', { name: 'Help', hidden: true })).toHaveAttribute('href', '/help');
  });

  it('shows the small header on a phone: logo, search, call and Menu, not the desktop bar', () => {
    render(<SiteHeader data={data} />);
    expect(screen.queryByRole('button', { name: 'Cover' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Call 1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
  });

  it('makes its site paths absolute against a base URL', () => {
    render(<SiteHeader data={data} baseUrl="https://partner.example" />);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      'https://partner.example/search',
    );
    expect(screen.getByRole('link', { name: 'Larkspur Health home' })).toHaveAttribute(
      'href',
      'https://partner.example/',
    );
  });

  it('takes its words from messages, keeping the defaults for the rest', () => {
    render(<SiteHeader data={data} messages={{ menu: 'Browse', search: 'Find' }} />);
    expect(screen.getByRole('button', { name: 'Browse' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Call / })).toBeVisible();
  });

  it("gives the drawer the header's words: its name, its close button and its quote button", async () => {
    installDialogPolyfill();
    const user = userEvent.setup();
    render(
      <SiteHeader
        data={data}
        messages={{ menu: 'Browse', drawer: 'Site menu', closeMenu: 'Shut the menu', getAQuote: 'Price it' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(within(drawer).getByRole('button', { name: 'Shut the menu' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'Price it' })).toBeVisible();
  });

  it('renders only the logo in the simplified header', () => {
    render(<SiteHeader data={data} kind="simplified" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the newer data shape choose the simplified header with body.mode', () => {
    render(
      <SiteHeader data={{ logo: { url: '/nz' }, body: { mode: 'simplified' }, navLinks: data.navLinks }} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/nz');
  });

  it('renders the portal header with nav links and a menu button', () => {
    render(<SiteHeader data={data} kind="portal" singleTier />);
    // Its link row shows from xl; on a phone the same links are in the drawer behind Menu.
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
