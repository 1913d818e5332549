// Every word the header, nav bar and drawer show or announce, with the default wording; a brand passes
// `messages` to SiteHeader to change any of them.

export interface HeaderMessages {
  /** Name of the main navigation landmark. */
  mainNav: string;
  /** Name of the ribbon's list of links to the group's other sites. */
  otherSites: string;
  /** Name of the search icon link. */
  search: string;
  /** The word beside the phone icon in the compact header. */
  call: string;
  /** Follows a section's title on the link to its own page: "Health insurance overview". */
  overview: string;
  /** Added to the name of links that open a new tab. */
  newTab: string;
  /** Follows the logo's words when the data gives the logo no usable name: "Larkspur Health home". */
  logoHome: string;
  /** The drawer's open button. */
  menu: string;
  /** The drawer's close button's name. */
  closeMenu: string;
  /** Name of the drawer dialog. */
  drawer: string;
  /** Name of the navigation landmark inside the drawer. */
  drawerNav: string;
  /** The drawer's quote button. */
  getAQuote: string;
  /** The login button and its dialog's title. */
  login: string;
  /** Closes the login dialog without choosing. */
  loginCancel: string;
}

export const defaultHeaderMessages: HeaderMessages = {
  mainNav: 'Main',
  otherSites: 'Other sites',
  search: 'Search',
  call: 'Call',
  overview: 'overview',
  newTab: '(opens in a new tab)',
  logoHome: 'home',
  menu: 'Menu',
  closeMenu: 'Close menu',
  drawer: 'Navigation',
  drawerNav: 'Menu',
  getAQuote: 'Get a quote',
  login: 'Login',
  loginCancel: 'Cancel',
};
