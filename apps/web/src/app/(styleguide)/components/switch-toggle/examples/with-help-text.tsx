// The Switch toggle page’s With help text example.
import { Switch } from '@ds/ui/switch';

export default function WithHelpText() {
  return (
    <Switch
      label="Claim reminders"
      help="We email you once a month while you have extras benefits left to use."
      defaultChecked
    />
  );
}
