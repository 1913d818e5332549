// Style-guide page of Alert: the four types in each variation, a title, full width, and one that appears
// after load and is announced.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import alertProps from '@/styleguide/props/Alert.json';
import messageBoxMessages from '@/styleguide/props/MessageBoxMessages.json';
import AppearsAfterLoad from './examples/appears-after-load';
import BannerAlerts from './examples/banner';
import FullWidthAlert from './examples/full-width';
import LoudAlerts from './examples/loud';
import SoftAlerts from './examples/soft';
import AlertsWithTitles from './examples/with-a-title';

const PATH = '/components/alert';

export const metadata = docMetadata(PATH);

export default function AlertPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Loud"
          description="The default: tinted, outlined and accented, for messages the visitor must not miss."
          code={exampleSource(PATH, 'loud')}
        >
          <LoudAlerts />
        </Example>

        <Example
          title="Soft"
          description="The tint alone, for messages that support the page rather than interrupt it."
          code={exampleSource(PATH, 'soft')}
        >
          <SoftAlerts />
        </Example>

        <Example
          title="Banner"
          description="A strip across the whole width, for messages about the whole page or site. Its content lines up with the page container."
          code={exampleSource(PATH, 'banner')}
          frame="bleed"
        >
          <BannerAlerts />
        </Example>

        <Example
          title="With a title"
          description="A title says the point in a few words; titleLevel makes it a heading when it belongs in the page outline."
          code={exampleSource(PATH, 'with-a-title')}
        >
          <AlertsWithTitles />
        </Example>

        <Example
          title="Full width"
          description="Alerts stop at a readable line length; fullWidth fills the container instead, for example above a wide table."
          code={exampleSource(PATH, 'full-width')}
        >
          <FullWidthAlert />
        </Example>

        <Example
          title="Appears after load"
          description="With announce, an alert that appears after the page has loaded is read out by screen readers: politely for success, assertively for an error. Press a button to show one."
          code={exampleSource(PATH, 'appears-after-load')}
        >
          <AppearsAfterLoad />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Alert" rows={alertProps} />
        <PropsTable component="Alert" caption="Messages of Alert" rows={messageBoxMessages} />
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
