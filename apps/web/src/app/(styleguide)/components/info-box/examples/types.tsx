// The Info box page’s Types example.
import { Stack } from '@ds/ui';
import { InfoBox } from '@ds/ui/info-box';

export default function Types() {
  return (
    <Stack gap={4}>
      <InfoBox>Your extras limits reset on 1 January each year.</InfoBox>
      <InfoBox type="success">Dental check-ups are covered at 100% with a First Choice dentist.</InfoBox>
      <InfoBox type="warning">A 2 month waiting period applies before you can claim.</InfoBox>
      <InfoBox type="error">Cosmetic surgery is not covered on any hospital tier.</InfoBox>
    </Stack>
  );
}
