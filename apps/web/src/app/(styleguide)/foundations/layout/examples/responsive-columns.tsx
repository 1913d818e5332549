// The Layout page’s Responsive columns example.
import { Columns } from '@ds/ui';
import { Placeholder } from '@ds/ui/placeholder';

export default function ResponsiveColumns() {
  return (
    <Columns columns={{ xs: 1, md: 2, xl: 4 }} gap={4}>
      {[1, 2, 3, 4].map((card) => (
        <Placeholder key={card} label={`Card ${card}`} detail="xs 1 · md 2 · xl 4" height="md" />
      ))}
    </Columns>
  );
}
