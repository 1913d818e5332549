// The New Zealand site's header and footer: every path lives under /nz.
import { address, brand, email, external, phone } from '../brand';
import type { NavData } from '../schema';
import { cta, footerExternalLink, footerLink, iconLink, link } from './builders';
import { nzLegal } from './legal-links';
import { nzLoginLinks } from './login-links';
import { nzSocialLinks } from './social';

export const nzNav: NavData = {
  header: {
    id: 'nz-header',
    logoUrl: '/nz',
    logoLabel: `${brand.nz} home`,
    phoneNumber: phone.nz,
    ribbon: [...nzLoginLinks, link('nz-ribbon-australia', 'Australian site', '/')],
    callToAction: cta('nz-cta-quote', 'Get a quote', '/nz/get-a-quote'),
    quoteButtonUrl: '/nz/get-a-quote',
    navLinks: [
      {
        id: 'nz-products',
        title: 'Our products',
        url: '/nz/our-products',
        icon: 'shield-check',
        variation: 'megaMenu',
        children: [
          {
            id: 'nz-products-health',
            title: 'Health insurance',
            icon: 'heart-pulse',
            children: [
              link('nz-products-overview', 'Our products', '/nz/our-products'),
              link('nz-products-health-insurance', 'Health insurance', '/nz/health-insurance', {
                subtitle: 'Surgery, specialists and everyday care',
              }),
              link('nz-products-compare', 'Compare plans', '/nz/compare-plans'),
              link('nz-products-offers', 'Special offers', '/nz/special-offers', { label: 'Offer' }),
            ],
          },
          {
            id: 'nz-products-more',
            title: 'More cover',
            icon: 'users',
            children: [
              link('nz-products-adviser', 'Adviser plans', '/nz/adviser-plans', {
                subtitle: 'Plans available through a financial adviser',
              }),
              link('nz-products-life', 'Life cover options', '/nz/life-cover-options', {
                subtitle: 'Life, trauma and income protection',
              }),
            ],
          },
        ],
        callOut: {
          title: 'Not sure which plan suits you?',
          description: 'Compare our plans side by side, or ask a financial adviser to help you choose.',
          primaryCta: cta('nz-callout-compare', 'Compare plans', '/nz/compare-plans'),
          secondaryCta: cta('nz-callout-adviser', 'Adviser plans', '/nz/adviser-plans'),
        },
      },
      {
        id: 'nz-cover',
        title: 'Using your cover',
        url: '/nz/using-your-cover',
        icon: 'file-text',
        variation: 'dropdown',
        children: [
          link('nz-cover-using', 'Using your cover', '/nz/using-your-cover'),
          link('nz-cover-claims', 'Claims', '/nz/claims'),
          link('nz-cover-find', 'Find a provider', '/nz/find-a-provider', { icon: 'map-pin' }),
          link('nz-cover-documents', 'Policy documents', '/nz/policy-documents'),
        ],
      },
      {
        id: 'nz-wellbeing',
        title: 'Health and wellbeing',
        url: '/nz/health-and-wellbeing',
        icon: 'heart-pulse',
        variation: 'dropdown',
        children: [
          link('nz-wellbeing-overview', 'Health and wellbeing', '/nz/health-and-wellbeing'),
          link('nz-wellbeing-stories', 'Member stories', '/nz/member-stories'),
          link('nz-wellbeing-resources', 'Free resources', '/nz/free-resources'),
        ],
      },
      {
        id: 'nz-about',
        title: 'About us',
        url: '/nz/about-nib',
        icon: 'building',
        variation: 'dropdown',
        positionRight: true,
        children: [
          link('nz-about-us', 'About us', '/nz/about-nib'),
          link('nz-about-news', 'News and media', '/nz/news-and-media'),
          link('nz-about-contact', 'Contact us', '/nz/contact-us', { icon: 'phone' }),
        ],
      },
      {
        id: 'nz-login',
        title: 'Log in',
        icon: 'log-in',
        variation: 'dropdown',
        positionRight: true,
        hideInDrawer: true,
        children: nzLoginLinks.map((item) => ({ ...item, id: `${item.id}-menu` })),
      },
    ],
    smallHeaderConfig: {
      id: 'nz-small-header',
      logoUrl: '/nz',
      phoneNumber: phone.nz,
      iconLinks: [iconLink('nz-icon-login', 'Member login', external.nzMemberLogin, 'log-in', true)],
    },
  },
  footer: {
    id: 'nz-footer',
    countryOfOrigin: 'New Zealand',
    columns: [
      {
        id: 'nz-ft-products',
        title: 'Our products',
        children: [
          footerLink('nz-ft-our-products', 'Our products', '/nz/our-products'),
          footerLink('nz-ft-health', 'Health insurance', '/nz/health-insurance'),
          footerLink('nz-ft-compare', 'Compare plans', '/nz/compare-plans'),
          footerLink('nz-ft-offers', 'Special offers', '/nz/special-offers'),
          footerLink('nz-ft-adviser', 'Adviser plans', '/nz/adviser-plans'),
          footerLink('nz-ft-life', 'Life cover options', '/nz/life-cover-options'),
        ],
      },
      {
        id: 'nz-ft-members',
        title: 'Members',
        children: [
          footerLink('nz-ft-using', 'Using your cover', '/nz/using-your-cover'),
          footerLink('nz-ft-claims', 'Claims', '/nz/claims'),
          footerLink('nz-ft-find', 'Find a provider', '/nz/find-a-provider'),
          footerExternalLink('nz-ft-member-login', 'Member login', external.nzMemberLogin),
          footerExternalLink('nz-ft-adviser-login', 'Adviser login', external.nzAdviserLogin),
        ],
      },
      {
        id: 'nz-ft-wellbeing',
        title: 'Health and wellbeing',
        children: [
          footerLink('nz-ft-wellbeing-overview', 'Health and wellbeing', '/nz/health-and-wellbeing'),
          footerLink('nz-ft-stories', 'Member stories', '/nz/member-stories'),
          footerLink('nz-ft-resources', 'Free resources', '/nz/free-resources'),
        ],
      },
      {
        id: 'nz-ft-about',
        title: 'About us',
        children: [
          footerLink('nz-ft-about-us', 'About us', '/nz/about-nib'),
          footerLink('nz-ft-news', 'News and media', '/nz/news-and-media'),
          footerLink('nz-ft-contact', 'Contact us', '/nz/contact-us'),
        ],
      },
    ],
    contact: {
      heading: 'Get in touch',
      phoneNumber: phone.nz,
      email: email.nz,
      address: { office: [...address.nzOffice] },
      contactLinks: [
        footerLink('nz-ct-contact', 'Contact us', '/nz/contact-us'),
        footerLink('nz-ct-find', 'Find a provider', '/nz/find-a-provider'),
      ],
      socialLinks: nzSocialLinks,
      openHours: ['Monday to Friday, 8am to 6pm NZT'],
      contactUrl: '/nz/contact-us',
    },
    smallFooterConfig: {
      id: 'nz-small-footer',
      copyrightText: brand.nzCompany,
      links: [nzLegal.policyDocuments, nzLegal.terms, nzLegal.complaints],
      hideAcknowledgementOfCountry: true,
      privacy: nzLegal.privacy,
    },
  },
};
