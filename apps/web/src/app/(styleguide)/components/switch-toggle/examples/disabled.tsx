// The Switch toggle page’s Disabled example.
import { Stack } from '@ds/ui';
import { Switch } from '@ds/ui/switch';

export default function Disabled() {
  return (
    <Stack gap={5}>
      <Switch
        label="Ambulance cover"
        help="Included with every hospital cover, so it cannot be turned off."
        defaultChecked
        disabled
      />
      <Switch label="Overseas travel cover" help="Not offered with your current cover." disabled />
    </Stack>
  );
}
