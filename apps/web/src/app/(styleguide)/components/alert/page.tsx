// Style-guide page of Alert: the four types in each variation, a title, full width, and one that appears
// after load and is announced.
import { Alert } from '@ds/ui/alert';
import type { AlertType, AlertVariation } from '@ds/ui/alert';
import { Copy, Stack } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { AlertAppearsDemo } from './AlertAppearsDemo';

const PATH = '/components/alert';

export const metadata = docMetadata(PATH);

const sampleMessages: Record<AlertType, string> = {
  success: 'Your claim has been submitted. We’ll email you when it has been processed.',
  info: 'Premiums change on 1 April. Pay ahead before then to keep today’s price.',
  warning: 'Your payment is due in 3 days. Update your card to avoid a missed payment.',
  error: 'We couldn’t process your payment. Check your card details and try again.',
};

const types = Object.keys(sampleMessages) as AlertType[];

function variationCode(variation: AlertVariation) {
  return types
    .map((type) => `<Alert type="${type}" variation="${variation}">\n  ${sampleMessages[type]}\n</Alert>`)
    .join('\n');
}

function EveryType({ variation }: { variation: AlertVariation }) {
  return (
    <Stack gap={4}>
      {types.map((type) => (
        <Alert key={type} type={type} variation={variation}>
          {sampleMessages[type]}
        </Alert>
      ))}
    </Stack>
  );
}

export default function AlertPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Loud"
          description="The default: tinted, outlined and accented, for messages the visitor must not miss."
          code={variationCode('loud')}
        >
          <EveryType variation="loud" />
        </Example>

        <Example
          title="Soft"
          description="The tint alone, for messages that support the page rather than interrupt it."
          code={variationCode('soft')}
        >
          <EveryType variation="soft" />
        </Example>

        <Example
          title="Banner"
          description="A strip across the whole width, for messages about the whole page or site. Its content lines up with the page container."
          code={variationCode('banner')}
          frame="bleed"
        >
          <EveryType variation="banner" />
        </Example>

        <Example
          title="With a title"
          description="A title says the point in a few words; titleLevel makes it a heading when it belongs in the page outline."
          code={`<Alert type="warning" title="Your payment is due soon" titleLevel={4}>
  Your premium of $182.40 is due on 1 May. Update your card to avoid a missed payment.
</Alert>
<Alert type="success" variation="soft" title="Claim submitted">
  We’ll email you when it has been processed.
</Alert>`}
        >
          <Stack gap={4}>
            <Alert type="warning" title="Your payment is due soon" titleLevel={4}>
              Your premium of $182.40 is due on 1 May. Update your card to avoid a missed payment.
            </Alert>
            <Alert type="success" variation="soft" title="Claim submitted">
              We’ll email you when it has been processed.
            </Alert>
          </Stack>
        </Example>

        <Example
          title="Full width"
          description="Alerts stop at a readable line length; fullWidth fills the container instead, for example above a wide table."
          code={`<Alert type="info" fullWidth title="Prices change on 1 April">
  Pay ahead before then to keep today’s price for up to 12 months.
</Alert>`}
        >
          <Alert type="info" fullWidth title="Prices change on 1 April">
            Pay ahead before then to keep today’s price for up to 12 months.
          </Alert>
        </Example>

        <Example
          title="Appears after load"
          description="With announce, an alert that appears after the page has loaded is read out by screen readers: politely for success, assertively for an error. Press a button to show one."
          code={`// In the page's HTML at load: not announced.
<Alert type="info" variation="soft" announce>…</Alert>

// Shown after a click: announced.
const [saved, setSaved] = useState(false);

<Button onClick={() => setSaved(true)}>Save changes</Button>
{saved ? (
  <Alert type="success" title="Changes saved" announce>
    Your contact details have been updated.
  </Alert>
) : null}`}
        >
          <Stack gap={5}>
            <Alert type="info" variation="soft" announce>
              This alert has announce too, but it was in the page’s HTML when the page loaded, so it is not in
              a live region and is not read out.
            </Alert>
            <AlertAppearsDemo />
          </Stack>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="Alert"
          rows={[
            {
              name: 'type',
              type: "'success' | 'info' | 'warning' | 'error'",
              default: "'info'",
              description: 'Sets the colours, the icon and the word read before the message.',
            },
            {
              name: 'variation',
              type: "'loud' | 'soft' | 'banner'",
              default: "'loud'",
              description:
                'loud: tinted, outlined and accented. soft: tinted only. banner: a full-width strip.',
            },
            { name: 'title', type: 'ReactNode', description: 'A short title above the message.' },
            {
              name: 'titleLevel',
              type: '2 | 3 | 4 | 5 | 6',
              description:
                'Makes the title a heading of this level; without it the title is a bold paragraph.',
            },
            {
              name: 'fullWidth',
              type: 'boolean',
              default: 'false',
              description:
                'Fills the container instead of stopping at a readable line length. Banners always do.',
            },
            {
              name: 'announce',
              type: "boolean | 'polite' | 'assertive'",
              default: 'false',
              description:
                'For an alert that can appear after load: it is then announced (true: polite, assertive for error). An alert in the page’s HTML at load is not announced.',
            },
            {
              name: 'typeLabel',
              type: 'string',
              default: "'Success' | 'Information' | 'Warning' | 'Error'",
              description:
                'The word read before the message (visually hidden); an empty string leaves it out.',
            },
            { name: 'children', type: 'ReactNode', description: 'The message.' },
          ]}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The type is said in text, not only by colour and icon: a visually hidden word such as “Warning:”
              comes before the title or message. The icon is decorative and hidden.
            </li>
            <li>
              An alert that is in the page when it loads is plain content, outside any live region: a screen
              reader meets it in reading order and does not read it out on load, or again when the page
              hydrates.
            </li>
            <li>
              With <code>announce</code>, an alert that appears after load (after a click, a save, a
              client-side page change) first renders an empty live region, then its message 100ms later, so
              screen readers announce it: <code>role=&quot;status&quot;</code> (polite) for success, info and
              warning, <code>role=&quot;alert&quot;</code> (assertive) for error. Focus stays where it was.
            </li>
            <li>
              Text is the default text colour on the tint and titles use the type’s text colour, each at least
              4.5:1 in every type.
            </li>
            <li>It has no controls of its own, so nothing is added to the tab order.</li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
