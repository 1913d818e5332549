// The rows of the Modal page's props tables.
import type { PropRow } from '@/styleguide/PropsTable';

export const modalProps: PropRow[] = [
  { name: 'visible', type: 'boolean', required: true, description: 'Shows the dialog while true.' },
  {
    name: 'onClose',
    type: '() => void',
    required: true,
    description:
      'Called when the user asks to close it (close button, Escape, a click around it, a followed link with closeOnLinkClick). Set visible to false here.',
  },
  { name: 'title', type: 'ReactNode', required: true, description: 'Its heading, and the dialog’s name.' },
  {
    name: 'hideTitle',
    type: 'boolean',
    default: 'false',
    description: 'Keeps the name for screen readers only.',
  },
  {
    name: 'titleLevel',
    type: '2 | 3 | 4 | 5 | 6',
    default: '2',
    description: 'The heading level of the title.',
  },
  { name: 'titleSize', type: 'HeadingSize', default: "'lg'", description: 'How large the title looks.' },
  { name: 'children', type: 'ReactNode', required: true, description: 'The content; it scrolls when long.' },
  {
    name: 'size',
    type: "'default' | 'content'",
    default: "'default'",
    description: 'Maximum width: 620px (--modal-max-width) or 1200px (--modal-content-max-width).',
  },
  {
    name: 'placement',
    type: "'center' | 'drawer'",
    default: "'center'",
    description: 'Centred over the page, or a full-height drawer from the side (--drawer-width).',
  },
  {
    name: 'closeLabel',
    type: 'string',
    default: "'Close'",
    description: 'The close button’s visible label.',
  },
  {
    name: 'closePlacement',
    type: "'header' | 'footer'",
    default: "'header'",
    description: 'Beside the title, or a full-width button under the content (as a Cancel button).',
  },
  {
    name: 'headerActions',
    type: 'ReactNode',
    description: 'Controls in the header row before the close button.',
  },
  {
    name: 'footer',
    type: 'ReactNode',
    description: 'A row under the scrolling body, for the form’s buttons.',
  },
  {
    name: 'initialFocus',
    type: "'first' | 'title' | RefObject<HTMLElement>",
    default: "'first'",
    description: 'Where focus goes when it opens: the first focusable element, the heading, or this element.',
  },
  {
    name: 'returnFocusRef',
    type: 'RefObject<HTMLElement>',
    description: 'Where focus goes when it closes; by default the element focused when it opened.',
  },
  {
    name: 'closeOnBackdropClick',
    type: 'boolean',
    default: 'true',
    description: 'A click on the page around the dialog closes it.',
  },
  {
    name: 'closeOnLinkClick',
    type: 'boolean',
    default: 'false',
    description: 'Following a link inside closes it (navigation drawers).',
  },
  { name: 'className', type: 'string', description: 'A class for the dialog element.' },
  { name: 'bodyClassName', type: 'string', description: 'A class for the scrolling body.' },
];

export const useModalRows: PropRow[] = [
  {
    name: 'initiallyVisible',
    type: 'boolean',
    default: 'false',
    description: 'The argument: whether it starts open.',
  },
  { name: 'visible', type: 'boolean', description: 'Returned: whether it shows.' },
  { name: 'open, close', type: '() => void', description: 'Returned: show or hide it.' },
  {
    name: 'triggerProps',
    type: 'object',
    description:
      'Returned: spread on the opening button (click opens; aria-haspopup; focus comes back to it).',
  },
  { name: 'modalProps', type: 'object', description: 'Returned: spread on the Modal.' },
];
