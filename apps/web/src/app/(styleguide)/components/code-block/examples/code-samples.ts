// The code the code-block examples display: the subject of each example (what the block shows), not code of the
// page, so it is data here and each example file shows how the block is given it.
export const quoteButton = `
import { Button } from '@ds/ui/button';

export function GetAQuote() {
  return (
    <Button href="/health-insurance/join/welcome" variant="primary">
      Get a quote
    </Button>
  );
}
`;

export const cardStyles = `
/* A cover card: token variables only, no outer margin. */
.card {
  padding: var(--card-padding);
  border: 1px solid var(--card-border);
  border-radius: var(--card-radius);
  background-color: var(--card-surface);
}

@media (--from-md) {
  .card {
    display: grid;
    grid-template-columns: 1fr auto;
  }
}
`;

export const commands = `
# Build the static export, then serve it with the strict CSP
npm run build
PORT=3000 npm start

# Run one end-to-end spec against its own port
E2E_PORT=4241 npx playwright test -c e2e/playwright.config.ts e2e/code-block.spec.ts
`;

export const quoteSummary = `
// The summary of a quote: cover, price and what happens next.
import { Button } from '@ds/ui/button';
import { Heading } from '@ds/ui/heading';
import { Stack } from '@ds/ui/stack';
import { Text } from '@ds/ui/text';

export interface QuoteSummaryProps {
  cover: 'Basic' | 'Bronze' | 'Silver' | 'Gold';
  pricePerFortnight: number;
  startDate: string;
  onContinue: () => void;
}

export const currency = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export function QuoteSummary({ cover, pricePerFortnight, startDate, onContinue }: QuoteSummaryProps) {
  return (
    <Stack gap={4}>
      <Heading level={2}>Your {cover} hospital cover</Heading>
      <Text size="lg">
        {currency.format(pricePerFortnight)} a fortnight, starting {startDate}.
      </Text>
      <Text>
        Waiting periods apply to some services. Your policy booklet lists them, and we
        will email you a copy once you join.
      </Text>
      <Stack gap={2}>
        <Button onClick={onContinue}>Continue to your details</Button>
        <Button href="/health-insurance" variant="secondary">
          Compare other covers
        </Button>
      </Stack>
    </Stack>
  );
}
`;

export const navData = `
{
  "variant": "arhi",
  "header": { "logoUrl": "/", "phoneNumber": "1300 975 707" },
  "footer": { "countryOfOrigin": "Australia" }
}
`;
