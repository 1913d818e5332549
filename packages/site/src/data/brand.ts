// Every brand name, product name and phone number the site shows is defined here and nowhere else.
// All names are fictional. Australian numbers come from the ranges ACMA reserves for drama and
// fiction (1300 975 707-711, 1800 975 707-711, 02 5550 xxxx); the NZ number is a placeholder.

import { formatPhone } from './phone-format';

export const brand = {
  main: 'Larkspur Health',
  mainShort: 'Larkspur',
  company: 'Larkspur Health Group Limited',
  // Fictional, but passes the ABN checksum (brand.test.ts), as a real one would.
  companyAbn: 'ABN 37 975 709 775',
  nz: 'Larkspur Health New Zealand',
  nzCompany: 'Larkspur Health New Zealand Limited',
  gu: 'Gumleaf Health',
  guShort: 'Gumleaf',
  guCompany: 'Gumleaf Health Pty Ltd',
  foundation: 'Larkspur Foundation',
  thrive: 'Larkspur Thrive',
  travel: 'Larkspur Travel Insurance',
  international: 'Larkspur International',
  firstChoice: 'First Choice Network',
  guNetwork: 'Gumleaf Preferred Providers',
  gapScheme: 'GapAssist',
  checkup: 'The Checkup',
  memberRewards: 'Larkspur Rewards',
  memberApp: 'Larkspur app',
  portal: 'Online Services',
  asxCode: 'LKH',
} as const;

/** Written by the one phone formatter (phone-format.ts): 1300 975 707, 02 5550 1234, +61 2 5550 1234. */
export const phone = {
  headOffice: formatPhone('1300975707'),
  corporate: formatPhone('1300975708'),
  overseas: formatPhone('+61255501234'),
  shareholders: formatPhone('1800975707'),
  /** Shared by the foundation, international, overseas students and overseas workers. */
  international: formatPhone('1800975708'),
  thrive: formatPhone('1300975709'),
  gu: formatPhone('1300975710'),
  guCorporate: formatPhone('1300975711'),
  nz: formatPhone('0800000000'),
  travel: formatPhone('1800975709'),
  providers: formatPhone('1800975710'),
} as const;

export const email = {
  thrive: 'thrive@larkspur.example',
  foundation: 'foundation@larkspur.example',
  shareholders: 'shareholders@larkspur.example',
  providers: 'providers@larkspur.example',
  gu: 'members@gumleaf.example',
  nz: 'kiaora@larkspur-nz.example',
  international: 'international@larkspur.example',
} as const;

/** External sites (member portals, logins): reserved `.example` hosts, never a real insurer's domain. */
export const external = {
  memberPortal: 'https://members.larkspur.example/login',
  travelPortal: 'https://travel.larkspur.example/manage',
  thrivePortal: 'https://portal.larkspurthrive.example/login',
  freeMembership: 'https://members.larkspur.example/free-membership',
  guMemberLogin: 'https://members.gumleaf.example/login',
  guHrLogin: 'https://employers.gumleaf.example/login',
  guHospitalLogin: 'https://hospitals.gumleaf.example/login',
  nzMemberLogin: 'https://my.larkspur-nz.example/login',
  nzAdviserLogin: 'https://advisers.larkspur-nz.example/login',
  providerPortal: 'https://providers.larkspur.example/login',
  reconciliation: 'https://reconciliation.example/about',
  social: {
    Facebook: 'https://facebook.example/larkspurhealth',
    Twitter: 'https://x.example/larkspurhealth',
    Youtube: 'https://youtube.example/larkspurhealth',
    Instagram: 'https://instagram.example/larkspurhealth',
    LinkedIn: 'https://linkedin.example/company/larkspurhealth',
  },
} as const;

export const address = {
  office: ['Level 4, 22 Harbour Street', 'Newcastle NSW 2300'],
  mail: ['Locked Bag 2000', 'Newcastle NSW 2300'],
  nzOffice: ['Level 2, 18 Quay Street', 'Auckland 1010'],
} as const;

/** The public origin of each site, for links made absolute (for example in a footer embedded elsewhere). */
export const siteOrigin = {
  main: 'https://www.larkspur.example',
  nz: 'https://www.larkspur-nz.example',
  gu: 'https://www.gumleaf.example',
} as const;
