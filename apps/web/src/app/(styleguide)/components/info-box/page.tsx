// Style-guide page of InfoBox: supporting information in the four message types, with a title and in context.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import infoBoxProps from '@/styleguide/props/InfoBox.json';
import messageBoxMessages from '@/styleguide/props/MessageBoxMessages.json';
import InContext from './examples/in-context';
import Types from './examples/types';
import WithATitle from './examples/with-a-title';

const PATH = '/components/info-box';

export const metadata = docMetadata(PATH);

export default function InfoBoxPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Types"
          description="Info is the default; the other types suit a tip that confirms, a condition to watch and something not covered."
          code={exampleSource(PATH, 'types')}
        >
          <Types />
        </Example>

        <Example
          title="With a title"
          description="titleLevel makes the title a heading, so the box shows up in the page outline."
          code={exampleSource(PATH, 'with-a-title')}
        >
          <WithATitle />
        </Example>

        <Example
          title="In context"
          description="An info box sits in the flow of the content it supports, read in place like the text around it."
          code={exampleSource(PATH, 'in-context')}
        >
          <InContext />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="InfoBox" rows={infoBoxProps} />
        <PropsTable component="InfoBox" caption="Messages of InfoBox" rows={messageBoxMessages} />
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
