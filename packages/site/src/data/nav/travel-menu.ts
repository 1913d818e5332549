// The travel insurance menu (SPEC 2.3): every travel path, plus travel help and the policy login.
import { brand, external } from '../brand';
import type { FooterColumn, NavLink } from '../schema';
import { externalLink, footerLink, group, link } from './builders';

export const travelMenu: NavLink = {
  id: 'travel',
  title: 'Travel insurance',
  url: '/travel-insurance',
  icon: 'plane',
  variation: 'megaMenu',
  children: [
    group(
      'travel-plans',
      'Plans',
      [
        link('travel-overview', 'Travel insurance', '/travel-insurance', {
          subtitle: `Cover from ${brand.travel} for trips in Australia and overseas`,
        }),
        link('travel-international', 'International travel', '/travel-insurance/plans/international', {
          subtitle: 'Medical, cancellation and luggage cover overseas',
        }),
        link('travel-domestic', 'Domestic travel', '/travel-insurance/plans/domestic', {
          subtitle: 'Cancellation, luggage and rental car excess at home',
        }),
        link('travel-annual', 'Annual multi-trip', '/travel-insurance/plans/annual-travel-insurance', {
          subtitle: '12 months of cover, up to 45 days per trip',
        }),
        link('travel-campaigns', 'Current offers', '/travel-insurance/campaigns', { label: 'Offer' }),
      ],
      { icon: 'globe' },
    ),
    group(
      'travel-policy',
      'Your policy',
      [
        link('travel-what-we-cover', 'What we cover', '/travel-insurance/what-we-cover'),
        link('travel-claim', 'How to make a claim', '/travel-insurance/how-to-make-a-claim'),
        link('travel-emergency', 'Emergency assistance', '/travel-insurance/emergency-assistance', {
          icon: 'phone',
        }),
        link('travel-policy-hub', 'Policy hub', '/travel-insurance/policy-hub'),
        link('travel-help', 'Travel help', '/help/travel'),
        externalLink('travel-manage', 'Manage your policy', external.travelPortal, { icon: 'external-link' }),
      ],
      { icon: 'file-text' },
    ),
    group(
      'travel-support',
      'Support and partners',
      [
        link('travel-partners', 'Our partners', '/travel-insurance/partners'),
        link('travel-family-violence', 'Family violence policy', '/travel-insurance/family-violence-policy'),
        link('travel-hardship', 'Financial hardship', '/travel-insurance/financial-hardships'),
      ],
      { icon: 'shield-check' },
    ),
  ],
  callOut: {
    title: 'Going away soon?',
    description:
      'Buy cover as soon as you book, so you are protected if you have to cancel before you leave.',
    primaryCta: { id: 'travel-callout-quote', title: 'Get a travel quote', url: '/travel-insurance/quote' },
    secondaryCta: {
      id: 'travel-callout-cover',
      title: 'What we cover',
      url: '/travel-insurance/what-we-cover',
    },
  },
};

export const travelFooterColumn: FooterColumn = {
  id: 'ft-travel',
  title: 'Travel insurance',
  icon: 'plane',
  children: [
    footerLink('ft-travel-overview', 'Travel insurance', '/travel-insurance'),
    footerLink('ft-travel-quote', 'Get a travel quote', '/travel-insurance/quote'),
    footerLink('ft-travel-international', 'International travel', '/travel-insurance/plans/international'),
    footerLink('ft-travel-domestic', 'Domestic travel', '/travel-insurance/plans/domestic'),
    footerLink('ft-travel-annual', 'Annual multi-trip', '/travel-insurance/plans/annual-travel-insurance'),
    footerLink('ft-travel-emergency', 'Emergency assistance', '/travel-insurance/emergency-assistance'),
    footerLink('ft-travel-claim', 'Travel claims', '/travel-insurance/how-to-make-a-claim'),
  ],
};
