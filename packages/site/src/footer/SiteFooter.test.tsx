import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultFooterMessages } from './messages';
import { SiteFooter } from './SiteFooter';

const config = {
  id: 'f',
  columns: [{ id: 'c', title: 'Help', children: [{ id: 'l', title: 'Contact us', url: '/contact-us' }] }],
  contact: {
    phoneNumber: '1300 975 707',
    socialLinks: [
      { key: 'Facebook' as const, id: 's', title: 'Facebook', url: 'https://facebook.example/x' },
    ],
  },
  smallFooterConfig: {
    id: 's',
    copyrightText: 'Test Health Ltd',
    links: [{ id: 'fr', title: 'Fund rules', url: '/docs/fund-rules' }],
    privacy: { id: 'p', title: 'Privacy', url: '/legal/privacy-policy' },
  },
};

/**
 * Below md a link column is an expander (jsdom applies no width query, so it renders as a phone): a <details>
 * whose summary holds the column's heading. jsdom gives <summary> no role, so the visitor's click lands on
 * the heading inside it; the e2e specs check the expandable button Chromium exposes.
 */
async function openColumn(title: string) {
  await userEvent.setup().click(screen.getByRole('heading', { name: title, level: 2 }));
}

describe('SiteFooter', () => {
  it('keeps links relative by default', async () => {
    render(<SiteFooter config={config} variant="arhi" theme="main" year={2031} />);
    expect(screen.getByRole('link', { name: 'Contact us' })).not.toBeVisible();
    await openColumn('Help');
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('makes links and images absolute with the absolute-links option, using the base URL given', async () => {
    const association = {
      name: 'ndis',
      src: '/images/associations/ndis.svg',
      alt: 'Registered NDIS provider',
    };
    render(
      <SiteFooter
        config={{ ...config, contact: { ...config.contact, associations: [association] } }}
        variant="arhi"
        absoluteLinks
        baseUrl="https://partner.example"
      />,
    );
    await openColumn('Help');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://partner.example/contact-us',
    );
    expect(screen.getByRole('img', { name: 'Registered NDIS provider' })).toHaveAttribute(
      'src',
      'https://partner.example/images/associations/ndis.svg',
    );
    expect(screen.getByRole('link', { name: 'Fund rules' })).toHaveAttribute(
      'href',
      'https://partner.example/docs/fund-rules',
    );
  });

  it('opens social links in a new tab with nofollow', () => {
    render(<SiteFooter config={config} variant="arhi" theme="main" />);
    const social = within(screen.getByRole('list', { name: 'Social media' })).getByRole('link');
    expect(social).toHaveAttribute('rel', expect.stringContaining('nofollow'));
    expect(social).toHaveAttribute('target', '_blank');
  });

  it('shows legal links, the privacy link and the copyright year', () => {
    render(<SiteFooter config={config} variant="arhi" theme="main" year={2031} />);
    const legal = screen.getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
    expect(screen.getByText('© 2031 Test Health Ltd')).toBeInTheDocument();
  });

  it('takes its words from messages, keeping the defaults for the rest', () => {
    render(
      <SiteFooter
        config={config}
        variant="arhi"
        theme="main"
        messages={{ legal: 'Fine print', contactHeading: 'Talk to us' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Fine print' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Talk to us' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: defaultFooterMessages.socialMedia })).toBeInTheDocument();
  });

  it('defaults the copyright to the current year', () => {
    render(<SiteFooter config={config} variant="arhi" theme="main" />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });

  it('shows the acknowledgement with artwork for the main brand, hides it for partners and nz', () => {
    const { unmount } = render(<SiteFooter config={config} variant="arhi" theme="main" />);
    const region = screen.getByRole('region', { name: 'Acknowledgement of Country' });
    expect(region.querySelector('svg')).not.toBeNull();
    unmount();
    const banner = render(<SiteFooter config={config} variant="gu" theme="gu" />);
    expect(
      screen.getByRole('region', { name: 'Acknowledgement of Country' }).querySelector('svg'),
    ).toBeNull();
    banner.unmount();
    const partner = render(<SiteFooter config={config} variant="arhi" theme="kestrel" />);
    expect(screen.queryByRole('region', { name: 'Acknowledgement of Country' })).toBeNull();
    partner.unmount();
    render(<SiteFooter config={config} variant="nz" theme="main" />);
    expect(screen.queryByRole('region', { name: 'Acknowledgement of Country' })).toBeNull();
  });

  it('uses the variant’s own origin for absolute links when no base URL is given', async () => {
    render(<SiteFooter config={config} variant="gu" absoluteLinks />);
    await openColumn('Help');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.gumleaf\.example\/contact-us$/,
    );
  });

  it('shows a column’s image and icon when the data has them', async () => {
    const column = {
      id: 'apps',
      title: 'Our app',
      icon: 'star',
      image: { url: '/images/app.svg', alt: 'Get the app', height: 40, miniWidth: 120 },
      children: [{ id: 'a', title: 'App help', url: '/help' }],
    };
    const { container } = render(
      <SiteFooter config={{ ...config, columns: [column] }} variant="arhi" theme="main" />,
    );
    await openColumn('Our app');
    expect(screen.getByRole('img', { name: 'Get the app' })).toHaveAttribute('src', '/images/app.svg');
    expect(container.querySelectorAll('h2 svg').length).toBeGreaterThan(0);
  });

  it('hides the acknowledgement when the small footer forces it', () => {
    render(
      <SiteFooter
        config={{
          ...config,
          smallFooterConfig: { ...config.smallFooterConfig, hideAcknowledgementOfCountry: true },
        }}
        variant="arhi"
        theme="main"
      />,
    );
    expect(screen.queryByRole('region', { name: 'Acknowledgement of Country' })).toBeNull();
  });
});
