// Every page of the style guide, in the order the index and the side navigation list them. A page is added
// here once its route exists; the index, the navigation and the e2e specs read this list.

export type StyleGuideGroup = 'Foundations' | 'Components' | 'Patterns';

export interface StyleGuidePage {
  path: string;
  title: string;
  /** One sentence for the index card. */
  summary: string;
  group: StyleGuideGroup;
}

export const styleGuideGroups: readonly StyleGuideGroup[] = ['Foundations', 'Components', 'Patterns'];

export const styleGuidePages: readonly StyleGuidePage[] = [
  {
    path: '/foundations/colour',
    title: 'Colour',
    summary: 'Each brand’s colours, and the contrast of every pair of colours used together.',
    group: 'Foundations',
  },
  {
    path: '/foundations/iconography',
    title: 'Iconography',
    summary: 'Every icon in the catalogue, searchable by name, category and use, with a page for each.',
    group: 'Foundations',
  },
  {
    path: '/foundations/layout',
    title: 'Layout',
    summary: 'The page grid, Container, Stack and Columns, shown with placeholder boxes.',
    group: 'Foundations',
  },
  {
    path: '/foundations/tokens',
    title: 'Tokens',
    summary: 'The design tokens in their four tiers, each with its custom property and value.',
    group: 'Foundations',
  },
  {
    path: '/components/accordion',
    title: 'Accordion',
    summary: 'Expanders that show and hide a section; any number can be open.',
    group: 'Components',
  },
  {
    path: '/components/address-lookup',
    title: 'Address lookup',
    summary: 'Australian address suggestions as you type, with manual entry checked against real localities.',
    group: 'Components',
  },
  {
    path: '/components/alert',
    title: 'Alert',
    summary: 'Success, info, warning and error messages, loud, soft or as a banner.',
    group: 'Components',
  },
  {
    path: '/components/badge',
    title: 'Badge',
    summary: 'The hospital tier badge, from Basic to Gold, in six sizes.',
    group: 'Components',
  },
  {
    path: '/components/carousel',
    title: 'Carousel',
    summary: 'A row of cards that scrolls by swipe, buttons or keyboard.',
    group: 'Components',
  },
  {
    path: '/components/checkbox-group',
    title: 'Checkbox group',
    summary: 'Several independent choices under one name, with one message for the group.',
    group: 'Components',
  },
  {
    path: '/components/code-block',
    title: 'Code block',
    summary: 'Highlighted code with a copy button, expandable and live-editable forms.',
    group: 'Components',
  },
  {
    path: '/components/date-input',
    title: 'Date input',
    summary: 'A typed date, dd/mm/yyyy, with the slashes added and clear messages.',
    group: 'Components',
  },
  {
    path: '/components/date-picker',
    title: 'Date picker',
    summary: 'The typed date with a calendar beside it; the phone’s own picker on iOS and Android.',
    group: 'Components',
  },
  {
    path: '/components/hero-panel',
    title: 'Hero panel',
    summary: 'A page-top banner with responsive artwork and a content panel.',
    group: 'Components',
  },
  {
    path: '/components/info-box',
    title: 'Info box',
    summary: 'A box of supporting information in the four message types.',
    group: 'Components',
  },
  {
    path: '/components/modal',
    title: 'Modal',
    summary: 'A dialog over the page that holds focus until it is closed.',
    group: 'Components',
  },
  {
    path: '/components/one-time-code',
    title: 'One-time code',
    summary: 'A code sent by text or email and typed back, with resend, paste and a demo inbox.',
    group: 'Components',
  },
  {
    path: '/components/progress-stepper',
    title: 'Progress stepper',
    summary: 'The steps of a journey, with gated navigation and a collapsed form.',
    group: 'Components',
  },
  {
    path: '/components/radio-group',
    title: 'Radio group',
    summary: 'One choice from a short list, each option with an optional subtitle.',
    group: 'Components',
  },
  {
    path: '/components/scrollable-table',
    title: 'Scrollable table',
    summary: 'A wrapper that lets a wide table scroll by keyboard, with a hint when it overflows.',
    group: 'Components',
  },
  {
    path: '/components/select',
    title: 'Select',
    summary: 'One choice from a longer list, as the platform’s own select.',
    group: 'Components',
  },
  {
    path: '/components/switch-toggle',
    title: 'Switch toggle',
    summary: 'A setting that is on or off and takes effect at once.',
    group: 'Components',
  },
  {
    path: '/components/table',
    title: 'Table',
    summary: 'Data tables: sorting, pagination, sub-rows, row selection and a fuzzy filter.',
    group: 'Components',
  },
  {
    path: '/components/tabs',
    title: 'Tabs',
    summary: 'Panels of related content, one shown at a time.',
    group: 'Components',
  },
  {
    path: '/components/text-input',
    title: 'Text input',
    summary: 'One line of text, and the form-control contract every control shares.',
    group: 'Components',
  },
  {
    path: '/components/toggle-input',
    title: 'Toggle input',
    summary: 'One choice from a few short options, drawn as segmented buttons.',
    group: 'Components',
  },
  {
    path: '/patterns/error-page',
    title: 'Error page',
    summary: 'The template of the site’s error pages: image or icon, title, description and actions.',
    group: 'Patterns',
  },
  {
    path: '/patterns/member-quick-actions',
    title: 'Member quick actions',
    summary: 'The shortcuts a member sees first, in a grid of two to four columns.',
    group: 'Patterns',
  },
];

export function styleGuidePage(path: string): StyleGuidePage {
  const page = styleGuidePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No style-guide page is registered at ${path}`);
  return page;
}
