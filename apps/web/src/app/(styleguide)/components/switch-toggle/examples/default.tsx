// The Switch toggle page’s Default example.
import { Switch } from '@ds/ui/switch';

export default function Default() {
  return <Switch label="Email me my quote" />;
}
