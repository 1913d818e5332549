// The Text input page’s Inline example.
import { TextInput } from '@ds/ui/text-input';

export default function Inline() {
  return <TextInput label="Go to page:" inline widthChars={4} inputMode="numeric" defaultValue="1" />;
}
