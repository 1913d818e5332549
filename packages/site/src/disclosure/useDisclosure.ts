// State and ARIA wiring of a show/hide section: a button with aria-expanded controlling its panel.
import { useId, useState } from 'react';

export function useDisclosure(initiallyExpanded = false) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const panelId = useId();
  return {
    expanded,
    state: expanded ? ('open' as const) : ('closed' as const),
    panelId,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': expanded,
      'aria-controls': panelId,
      onClick: () => setExpanded((value) => !value),
    },
  };
}
