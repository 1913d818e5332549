// The Info box page’s In context example.
import { Heading, Stack, Text } from '@ds/ui';
import { InfoBox } from '@ds/ui/info-box';

export default function InContext() {
  return (
    <Stack gap={3}>
      <Heading level={4}>Going to hospital</Heading>
      <Text>Tell us before a planned admission so we can confirm what you are covered for.</Text>
      <InfoBox type="warning" title="Check your excess">
        An excess of $500 applies once per calendar year.
      </InfoBox>
    </Stack>
  );
}
