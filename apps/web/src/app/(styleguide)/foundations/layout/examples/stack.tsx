// The Layout page’s Stack example.
import { Columns, Stack } from '@ds/ui';
import { Placeholder } from '@ds/ui/placeholder';

export default function TwoStacks() {
  return (
    <Columns columns={{ xs: 1, md: 2 }} gap={6}>
      {([2, 6] as const).map((gap) => (
        <Stack key={gap} gap={gap}>
          {[1, 2, 3].map((item) => (
            <Placeholder key={item} label={`Item ${item}`} detail={`gap ${gap}`} />
          ))}
        </Stack>
      ))}
    </Columns>
  );
}
