// The Shareholder Centre's header and footer: company, financial information, announcements and help.
import { address, brand, email, phone } from '../brand';
import type { NavData } from '../schema';
import { extraExternal } from './external-links';
import { cta, externalLink, footerExternalLink, footerLink, iconLink, link } from './builders';
import { auLegal, corporateLegalLinks } from './legal-links';
import { mainSocialSubset } from './social';

export const shareholdersNav: NavData = {
  header: {
    id: 'shareholders-header',
    logoUrl: '/shareholders/home',
    logoLabel: `${brand.main} Shareholder Centre home`,
    phoneNumber: phone.shareholders,
    ribbon: [
      link('sh-ribbon-main', brand.main, '/'),
      link('sh-ribbon-about', 'About us', '/about-us'),
      link('sh-ribbon-media', 'Media centre', '/media'),
      link('sh-ribbon-careers', 'Careers', '/careers'),
    ],
    callToAction: cta('sh-cta-announcements', 'Latest announcements', '/shareholders/announcements'),
    hideQuoteButton: true,
    navLinks: [
      {
        id: 'sh-company',
        title: 'Company profile',
        url: '/shareholders/company-profile',
        icon: 'building',
        variation: 'dropdown',
        children: [
          link('sh-company-profile', 'Company profile', '/shareholders/company-profile'),
          link('sh-company-board', 'Board of directors', '/shareholders/company-profile/board-of-directors'),
          link('sh-company-executive', 'Executive team', '/shareholders/company-profile/executive-team'),
          link(
            'sh-company-governance',
            'Corporate governance',
            '/shareholders/company-profile/corporate-governance',
          ),
        ],
      },
      {
        id: 'sh-financial',
        title: 'Financial information',
        url: '/shareholders/financial-information',
        icon: 'file-text',
        variation: 'dropdown',
        children: [
          link('sh-financial-overview', 'Financial information', '/shareholders/financial-information'),
          link(
            'sh-financial-reports',
            'Annual reports',
            '/shareholders/financial-information/annual-reports',
          ),
          link('sh-financial-dividends', 'Dividends', '/shareholders/financial-information/dividends'),
        ],
        callOut: {
          title: 'Full-year results',
          description: 'Our annual report, results presentation and dividend details in one place.',
          primaryCta: cta(
            'sh-callout-reports',
            'Annual reports',
            '/shareholders/financial-information/annual-reports',
          ),
          secondaryCta: cta(
            'sh-callout-dividends',
            'Dividends',
            '/shareholders/financial-information/dividends',
          ),
        },
      },
      {
        id: 'sh-announcements',
        title: 'Announcements',
        url: '/shareholders/announcements',
        icon: 'calendar',
        variation: 'dropdown',
        children: [
          link('sh-announcements-all', 'All announcements', '/shareholders/announcements'),
          link('sh-announcements-asx', 'ASX announcements', '/shareholders/announcements/asx'),
          link('sh-announcements-media', 'Media releases', '/shareholders/announcements/media'),
        ],
      },
      link('sh-manage', 'Manage your shareholding', '/shareholders/manage-your-shareholding', {
        icon: 'user',
      }),
      {
        id: 'sh-help',
        title: 'Help',
        url: '/shareholders/help/faqs',
        icon: 'help-circle',
        variation: 'dropdown',
        positionRight: true,
        children: [
          link('sh-help-faqs', 'Shareholder FAQs', '/shareholders/help/faqs'),
          link('sh-help-tax', 'Tax information', '/shareholders/help/tax-information'),
          link('sh-help-details', 'Change your details', '/shareholders/help/change-your-details'),
          link('sh-help-contact', 'Contact us', '/shareholders/contact-us', { icon: 'phone' }),
          externalLink('sh-help-registry', 'Share registry investor centre', extraExternal.shareRegistry, {
            icon: 'external-link',
          }),
        ],
      },
    ],
    smallHeaderConfig: {
      id: 'shareholders-small-header',
      logoUrl: '/shareholders/home',
      phoneNumber: phone.shareholders,
      iconLinks: [iconLink('sh-icon-contact', 'Contact us', '/shareholders/contact-us', 'mail')],
    },
  },
  footer: {
    id: 'shareholders-footer',
    countryOfOrigin: 'Australia',
    columns: [
      {
        id: 'sh-ft-company',
        title: 'Company',
        children: [
          footerLink('sh-ft-profile', 'Company profile', '/shareholders/company-profile'),
          footerLink('sh-ft-board', 'Board of directors', '/shareholders/company-profile/board-of-directors'),
          footerLink('sh-ft-executive', 'Executive team', '/shareholders/company-profile/executive-team'),
          footerLink(
            'sh-ft-governance',
            'Corporate governance',
            '/shareholders/company-profile/corporate-governance',
          ),
        ],
      },
      {
        id: 'sh-ft-financial',
        title: 'Investors',
        children: [
          footerLink('sh-ft-financial-info', 'Financial information', '/shareholders/financial-information'),
          footerLink('sh-ft-reports', 'Annual reports', '/shareholders/financial-information/annual-reports'),
          footerLink('sh-ft-dividends', 'Dividends', '/shareholders/financial-information/dividends'),
          footerLink('sh-ft-asx', 'ASX announcements', '/shareholders/announcements/asx'),
          footerLink('sh-ft-media', 'Media releases', '/shareholders/announcements/media'),
        ],
      },
      {
        id: 'sh-ft-help',
        title: 'Shareholder help',
        children: [
          footerLink('sh-ft-manage', 'Manage your shareholding', '/shareholders/manage-your-shareholding'),
          footerLink('sh-ft-faqs', 'FAQs', '/shareholders/help/faqs'),
          footerLink('sh-ft-tax', 'Tax information', '/shareholders/help/tax-information'),
          footerLink('sh-ft-details', 'Change your details', '/shareholders/help/change-your-details'),
          footerExternalLink('sh-ft-registry', 'Share registry', extraExternal.shareRegistry),
        ],
      },
      {
        id: 'sh-ft-group',
        title: brand.main,
        children: [
          footerLink('sh-ft-home', 'Health insurance', '/'),
          footerLink('sh-ft-about', 'About us', '/about-us'),
          footerLink('sh-ft-careers', 'Careers', '/careers'),
          footerLink('sh-ft-foundation', brand.foundation, '/foundation'),
        ],
      },
    ],
    contact: {
      heading: 'Shareholder enquiries',
      phoneNumber: phone.shareholders,
      email: email.shareholders,
      address: { mail: [...address.mail], office: [...address.office] },
      contactLinks: [
        footerLink('sh-ct-contact', 'Contact us', '/shareholders/contact-us'),
        footerLink('sh-ct-faqs', 'Shareholder FAQs', '/shareholders/help/faqs'),
      ],
      socialLinks: mainSocialSubset(['LinkedIn', 'Twitter']),
      openHours: ['Monday to Friday, 8:30am to 5:30pm AEST'],
      contactUrl: '/shareholders/contact-us',
    },
    smallFooterConfig: {
      id: 'shareholders-small-footer',
      copyrightText: `${brand.company} ${brand.companyAbn}`,
      links: corporateLegalLinks,
      privacy: auLegal.privacy,
    },
  },
};
