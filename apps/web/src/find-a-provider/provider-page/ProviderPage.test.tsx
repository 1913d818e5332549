import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '@ds/ui/test-utils/axe';
import { Breadcrumbs } from './Breadcrumbs';
import { ProviderPage } from './ProviderPage';
import type { NetworkWords } from './ProviderPage';
import { parramattaDentist, telehealthGp } from './test-providers';

const network: NetworkWords = {
  name: 'First Choice Network',
  href: '/first-choice-network',
  saving: 'Members with extras cover pay nothing out of pocket for check-ups and cleans.',
};

describe('ProviderPage', () => {
  it('names the provider as the heading, with its service and place', () => {
    render(<ProviderPage provider={parramattaDentist} network={network} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Church Street Dental' })).toBeInTheDocument();
    expect(screen.getByText('Dentist in Parramatta', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('12 Church Street')).toBeInTheDocument();
    expect(screen.getByText('Parramatta NSW 2150')).toBeInTheDocument();
  });

  it('offers a call link to its number and directions on the .example maps site', () => {
    render(<ProviderPage provider={parramattaDentist} network={network} />);
    const call = screen.getByRole('link', { name: /^Call 02\s5550\s1234$/ });
    expect(call).toHaveAttribute('href', 'tel:0255501234');
    // Non-breaking spaces keep the number on one line (and satisfy the HTML validator's tel-non-breaking rule).
    expect(call.textContent).toContain('02\u00a05550\u00a01234');
    const directions = screen.getByRole('link', { name: 'Get directions' });
    expect(new URL(directions.getAttribute('href')!).hostname).toBe('maps.example');
  });

  it('leads back to the search for the same service near the same place', () => {
    render(<ProviderPage provider={parramattaDentist} network={network} />);
    expect(screen.getByRole('link', { name: 'Search near Parramatta' })).toHaveAttribute(
      'href',
      '/find-a-provider?near=Parramatta%202150&service=dental',
    );
  });

  it('shows the week’s hours as a table of days, a closed day included', () => {
    render(<ProviderPage provider={parramattaDentist} network={network} />);
    const table = screen.getByRole('table', { name: 'Opening hours, local time' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(
      within(table).getByRole('row', { name: 'Wednesday 8:30 am to 12:30 pm, 1:30 pm to 7:00 pm' }),
    ).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Sunday Closed' })).toBeVisible();
  });

  it('says a service open around the clock is, without a table', () => {
    render(<ProviderPage provider={telehealthGp} network={network} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Open 24 hours, every day.')).toBeInTheDocument();
  });

  it('lists what it offers, the languages spoken and its wheelchair access', () => {
    render(<ProviderPage provider={parramattaDentist} network={network} />);
    const offers = screen.getByRole('heading', { name: 'What it offers' }).parentElement!;
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Check-ups and cleans', 'Fillings', 'Root canal treatment']);
    expect(screen.getByText('English, Mandarin and Arabic')).toBeInTheDocument();
    expect(screen.getByText('Wheelchair access').nextElementSibling).toHaveTextContent('Yes');
  });

  it('says a member of the network is one, and how much less members pay there', () => {
    render(<ProviderPage provider={parramattaDentist} network={network} />);
    expect(
      screen.getByText(
        'Church Street Dental is in the First Choice Network. Members with extras cover pay nothing out of ' +
          'pocket for check-ups and cleans.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About the First Choice Network' })).toHaveAttribute(
      'href',
      '/first-choice-network',
    );
  });

  it('says a provider outside the network is not in it', () => {
    render(<ProviderPage provider={telehealthGp} network={network} />);
    expect(screen.getByText('Anytime GP Telehealth is not in the First Choice Network.')).toBeInTheDocument();
    expect(screen.queryByText(/pay nothing/)).not.toBeInTheDocument();
  });

  it('carries its schema.org description as a JSON-LD data block', () => {
    const { container } = render(<ProviderPage provider={parramattaDentist} network={network} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@type': 'Dentist',
      name: 'Church Street Dental',
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProviderPage provider={parramattaDentist} network={network} />);
    await expectNoAxeViolations(container);
  });
});

describe('Breadcrumbs', () => {
  it('APG: the trail is a navigation landmark named Breadcrumb, holding an ordered list of its links', () => {
    render(
      <Breadcrumbs
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Find a provider', href: '/find-a-provider' },
          { label: 'Church Street Dental' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Find a provider',
      'Church Street Dental',
    ]);
    expect(within(nav).getByRole('link', { name: 'Find a provider' })).toHaveAttribute(
      'href',
      '/find-a-provider',
    );
  });

  it('APG: the current page is the last item, marked aria-current="page"', () => {
    render(<Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Church Street Dental' }]} />);
    expect(screen.getByText('Church Street Dental')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Church Street Dental' })).not.toBeInTheDocument();
  });
});
