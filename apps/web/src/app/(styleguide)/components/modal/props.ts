// The rows of the Modal page's useModal table: the hook's argument and what it returns, which have no props type
// to generate them from (Modal's own rows are generated: @/styleguide/props/Modal.json).
import type { PropRow } from '@/styleguide/PropsTable';

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
