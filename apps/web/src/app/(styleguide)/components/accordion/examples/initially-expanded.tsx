// The Accordion page’s Initially expanded example.
import { Text } from '@ds/ui';
import { Expander } from '@ds/ui/accordion';

export default function InitiallyExpanded() {
  return (
    <Expander title="How do I make a claim?" defaultExpanded>
      <Text>Claim in the app, online or on the spot with your member card.</Text>
    </Expander>
  );
}
