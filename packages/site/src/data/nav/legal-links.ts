// Legal and policy-document links for the small footers.
import type { FooterLink } from '../schema';
import { footerLink } from './builders';

export const auLegal = {
  fundRules: footerLink('legal-fund-rules', 'Fund rules', '/docs/fund-rules'),
  onlineTerms: footerLink('legal-online-terms', 'Online terms', '/docs/online-terms'),
  websiteTerms: footerLink('legal-website-terms', 'Website terms of use', '/legal/website-terms'),
  codeOfConduct: footerLink('legal-code-of-conduct', 'Code of conduct', '/legal/code-of-conduct'),
  complaints: footerLink('legal-complaints', 'Complaints', '/legal/complaints'),
  accessibility: footerLink('legal-accessibility', 'Accessibility', '/legal/accessibility'),
  privacy: footerLink('legal-privacy', 'Privacy policy', '/legal/privacy-policy'),
} satisfies Record<string, FooterLink>;

/** The main fund's full set: fund rules, terms, code of conduct, complaints and accessibility. */
export const arhiLegalLinks: FooterLink[] = [
  auLegal.fundRules,
  auLegal.onlineTerms,
  auLegal.websiteTerms,
  auLegal.codeOfConduct,
  auLegal.complaints,
  auLegal.accessibility,
];

/** For the parts of the site that sell no fund product (foundation, shareholders, providers). */
export const corporateLegalLinks: FooterLink[] = [auLegal.websiteTerms, auLegal.accessibility];

/** The second brand's own legal pages. */
export const guLegal = {
  fundRules: footerLink('gu-legal-fund-rules', 'Fund rules', '/gu/fund-rules'),
  websiteTerms: footerLink('gu-legal-terms', 'Website terms', '/gu/website-terms'),
  codeOfConduct: footerLink('gu-legal-code-of-conduct', 'Code of conduct', '/gu/code-of-conduct'),
  privacy: footerLink('gu-legal-privacy', 'Privacy', '/gu/privacy'),
} satisfies Record<string, FooterLink>;

/** The New Zealand business's own legal pages. */
export const nzLegal = {
  policyDocuments: footerLink('nz-legal-policy-documents', 'Policy documents', '/nz/policy-documents'),
  terms: footerLink('nz-legal-terms', 'Website terms', '/nz/terms'),
  complaints: footerLink('nz-legal-complaints', 'Complaints', '/nz/complaints'),
  privacy: footerLink('nz-legal-privacy', 'Privacy', '/nz/privacy'),
} satisfies Record<string, FooterLink>;
