// The Badge page’s Custom name example.
import { Badge } from '@ds/ui/badge';

export default function CustomName() {
  return <Badge tier="gold" size={64} label="Gold hospital cover" />;
}
