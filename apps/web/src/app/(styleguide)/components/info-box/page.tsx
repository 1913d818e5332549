// Style-guide page of InfoBox: supporting information in the four message types, with a title and in context.
import { InfoBox } from '@ds/ui/info-box';
import { Copy, Heading, Stack, Text } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';

const PATH = '/components/info-box';

export const metadata = docMetadata(PATH);

export default function InfoBoxPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Types"
          description="Info is the default; the other types suit a tip that confirms, a condition to watch and something not covered."
          code={`<InfoBox>Your extras limits reset on 1 January each year.</InfoBox>
<InfoBox type="success">Dental check-ups are covered at 100% with a First Choice dentist.</InfoBox>
<InfoBox type="warning">A 2 month waiting period applies before you can claim.</InfoBox>
<InfoBox type="error">Cosmetic surgery is not covered on any hospital tier.</InfoBox>`}
        >
          <Stack gap={4}>
            <InfoBox>Your extras limits reset on 1 January each year.</InfoBox>
            <InfoBox type="success">
              Dental check-ups are covered at 100% with a First Choice dentist.
            </InfoBox>
            <InfoBox type="warning">A 2 month waiting period applies before you can claim.</InfoBox>
            <InfoBox type="error">Cosmetic surgery is not covered on any hospital tier.</InfoBox>
          </Stack>
        </Example>

        <Example
          title="With a title"
          description="titleLevel makes the title a heading, so the box shows up in the page outline."
          code={`<InfoBox title="Lifetime Health Cover loading" titleLevel={4}>
  <p>If you take out hospital cover after 1 July following your 31st birthday, you may pay a loading of 2% for every year you are over 30.</p>
  <p>The loading is removed after 10 years of continuous cover.</p>
</InfoBox>`}
        >
          <InfoBox title="Lifetime Health Cover loading" titleLevel={4}>
            <p>
              If you take out hospital cover after 1 July following your 31st birthday, you may pay a loading
              of 2% for every year you are over 30.
            </p>
            <p>The loading is removed after 10 years of continuous cover.</p>
          </InfoBox>
        </Example>

        <Example
          title="In context"
          description="An info box sits in the flow of the content it supports, read in place like the text around it."
          code={`<Heading level={4}>Going to hospital</Heading>
<Text>Tell us before a planned admission so we can confirm what you are covered for.</Text>
<InfoBox type="warning" title="Check your excess">
  An excess of $500 applies once per calendar year.
</InfoBox>`}
        >
          <Stack gap={3}>
            <Heading level={4}>Going to hospital</Heading>
            <Text>Tell us before a planned admission so we can confirm what you are covered for.</Text>
            <InfoBox type="warning" title="Check your excess">
              An excess of $500 applies once per calendar year.
            </InfoBox>
          </Stack>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="InfoBox"
          rows={[
            {
              name: 'type',
              type: "'success' | 'info' | 'warning' | 'error'",
              default: "'info'",
              description: 'Sets the colours, the icon and the word read before the content.',
            },
            { name: 'title', type: 'ReactNode', description: 'A short title above the content.' },
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
              description: 'Fills the container instead of stopping at a readable line length.',
            },
            {
              name: 'typeLabel',
              type: 'string',
              default: "'Success' | 'Information' | 'Warning' | 'Error'",
              description:
                'The word read before the content (visually hidden); an empty string leaves it out.',
            },
            { name: 'children', type: 'ReactNode', description: 'The supporting information.' },
          ]}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The box is a note (<code>role=&quot;note&quot;</code>): content that supports the main text. It
              is never a live region, so nothing is read out when it appears; it is read in place.
            </li>
            <li>
              The type is said in text by a visually hidden word such as “Warning:” before the title or
              content; the icon is decorative and hidden.
            </li>
            <li>It shares Alert’s look and colours, each at least 4.5:1 for text in every type.</li>
            <li>It has no controls of its own, so nothing is added to the tab order.</li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
