// The Switch toggle page: its examples (default, help text, required, disabled, controlled), props and
// accessibility notes.
import { Copy, Stack } from '@ds/ui';
import { Switch } from '@ds/ui/switch';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledSwitchDemo } from './ControlledSwitchDemo';
import { RequiredSwitchDemo } from './RequiredSwitchDemo';
import { switchProps } from './props';

const PATH = '/components/switch-toggle';

export const metadata = docMetadata(PATH);

const requiredCode = `const [on, setOn] = useState(false);

<Switch
  label="Transfer my waiting periods from my old fund"
  formControlType="required"
  validated
  invalid={!on}
  errorMessage="Turn this on so we can ask your old fund for a clearance certificate."
  infoMessage="We will ask your old fund for a clearance certificate."
  checked={on}
  onChange={setOn}
/>`;

const disabledCode = `<Switch
  label="Ambulance cover"
  help="Included with every hospital cover, so it cannot be turned off."
  defaultChecked
  disabled
/>
<Switch label="Overseas travel cover" help="Not offered with your current cover." disabled />`;

const controlledCode = `const [on, setOn] = useState(true);

<Switch label="Health tips by email" checked={on} onChange={setOn} />
<Text size="sm" tone="muted">The parent’s value: {on ? 'on' : 'off'}</Text>
<Button size="sm" variant="secondary" onClick={() => setOn(false)}>Turn it off</Button>`;

export default function SwitchTogglePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Off until it is turned on. A click, Space or Enter turns it on or off, and the word beside the track says which, so the state is not shown by colour or position alone."
          code={`<Switch label="Email me my quote" />`}
        >
          <Switch label="Email me my quote" />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the switch. This one starts on (defaultChecked)."
          code={`<Switch
  label="Claim reminders"
  help="We email you once a month while you have extras benefits left to use."
  defaultChecked
/>`}
        >
          <Switch
            label="Claim reminders"
            help="We email you once a month while you have extras benefits left to use."
            defaultChecked
          />
        </Example>
        <Example
          title="Required and validated"
          description="A switch has no check of its own: the page says it is invalid while it is off, and validated (as after a submit). The error shows while it is off; turn it on and the info message replaces it."
          code={requiredCode}
        >
          <RequiredSwitchDemo />
        </Example>
        <Example
          title="Disabled"
          description="A disabled switch keeps its state, is skipped by Tab and ignores clicks and keys. Say why in the help text."
          code={disabledCode}
        >
          <Stack gap={5}>
            <Switch
              label="Ambulance cover"
              help="Included with every hospital cover, so it cannot be turned off."
              defaultChecked
              disabled
            />
            <Switch label="Overseas travel cover" help="Not offered with your current cover." disabled />
          </Stack>
        </Example>
        <Example
          title="Controlled"
          description="The page holds the state: it is told of every change through onChange and can set the switch itself."
          code={controlledCode}
        >
          <ControlledSwitchDemo />
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
