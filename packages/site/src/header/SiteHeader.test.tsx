import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { variantConfigs } from '../data/variant-config';
import { SiteHeader } from './SiteHeader';

const data = {
  id: 'h',
  logoUrl: '/',
  logoLabel: 'Test Health home',
  phoneNumber: '13 00 975 707',
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

  it('renders phone links with spaces removed, standard and corporate', () => {
    render(<SiteHeader data={data} />);
    const hrefs = screen.getAllByRole('link', { name: /975 70/ }).map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('tel:1300975707');
    expect(hrefs).toContain('tel:1300975708');
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

  it('names the logo with its visible words when the configured label leaves them out', () => {
    render(<SiteHeader data={{ ...data, logoLabel: 'Home page' }} logo={variantConfigs.gu.logo} />);
    expect(screen.getAllByRole('link', { name: 'Gumleaf Health home' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Home page' })).toBeNull();
  });

  it('renders a disclosure button for items with children and a link otherwise', () => {
    render(<SiteHeader data={data} />);
    const trigger = screen.getByRole('button', { name: 'Cover' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls');
    expect(screen.getAllByRole('link', { name: 'Help' })[0]).toHaveAttribute('href', '/help');
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
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
