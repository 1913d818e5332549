// The Accordion page’s Collapsed example.
import { Text } from '@ds/ui';
import { Expander } from '@ds/ui/accordion';

export default function Collapsed() {
  return (
    <Expander title="What is a waiting period?">
      <Text>The time you hold cover before you can claim for a service.</Text>
    </Expander>
  );
}
