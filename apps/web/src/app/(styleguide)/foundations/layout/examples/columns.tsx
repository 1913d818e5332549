// The Layout page’s Columns example.
import { Columns } from '@ds/ui';
import { Placeholder } from '@ds/ui/placeholder';

export default function ThreeColumns() {
  return (
    <Columns columns={3} gap={4}>
      {[1, 2, 3].map((column) => (
        <Placeholder key={column} label={`Column ${column}`} detail="1 of 3" height="md" />
      ))}
    </Columns>
  );
}
