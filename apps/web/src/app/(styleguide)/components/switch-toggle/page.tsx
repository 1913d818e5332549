// The Switch toggle page: its examples (default, help text, required, disabled, controlled), props and
// accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import switchProps from '@/styleguide/props/Switch.json';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import RequiredAndValidated from './examples/required-and-validated';
import WithHelpText from './examples/with-help-text';

const PATH = '/components/switch-toggle';

export const metadata = docMetadata(PATH);

export default function SwitchTogglePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Off until it is turned on. A click, Space or Enter turns it on or off, and the word beside the track says which, so the state is not shown by colour or position alone."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the switch. This one starts on (defaultChecked)."
          code={exampleSource(PATH, 'with-help-text')}
        >
          <WithHelpText />
        </Example>
        <Example
          title="Required and validated"
          description="A switch has no check of its own: the page says it is invalid while it is off, and validated (as after a submit). The error shows while it is off; turn it on and the info message replaces it."
          code={exampleSource(PATH, 'required-and-validated')}
        >
          <RequiredAndValidated />
        </Example>
        <Example
          title="Disabled"
          description="A disabled switch keeps its state, is skipped by Tab and ignores clicks and keys. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the state: it is told of every change through onChange and can set the switch itself."
          code={exampleSource(PATH, 'controlled')}
        >
          <Controlled />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Switch" rows={switchProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              It is a native button with <code>role=&quot;switch&quot;</code> and <code>aria-checked</code>:
              screen readers say “switch”, its name and “on” or “off”.
            </li>
            <li>
              Tab reaches it; Space and Enter turn it on or off (a native checkbox would ignore Enter), and so
              does a click on the switch or on its label.
            </li>
            <li>
              The label names it and never changes with the state. The “On” or “Off” beside the track is for
              sighted users and hidden from screen readers, which hear <code>aria-checked</code> instead.
            </li>
            <li>
              Disabled, it is a disabled button: out of the tab order, and clicks, Space and Enter do nothing.
            </li>
            <li>
              The help and, once validated, the message are tied to it with <code>aria-describedby</code>; an
              error also sets <code>aria-invalid</code>. Messages appear in a polite live region and start
              with “Error:” or “Information:” for screen readers, beside an icon.
            </li>
            <li>
              Required adds “(required)” to the label and <code>aria-required</code> to the switch. A switch
              has no check of its own: the page decides when it is invalid.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
