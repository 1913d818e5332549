// The Text input page, and the home of the form-control contract every control shares: the contract in words,
// then the text input's examples (default, help text, required, validated, the page's own check, inline,
// disabled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import textInputProps from '@/styleguide/props/TextInput.json';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import Inline from './examples/inline';
import Required from './examples/required';
import RequiredAndValidated from './examples/required-and-validated';
import ValidatedAndValid from './examples/validated-and-valid';
import WithHelpText from './examples/with-help-text';

const PATH = '/components/text-input';

export const metadata = docMetadata(PATH);

export default function TextInputPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="The form-control contract">
        <Copy>
          <p>
            Every form control takes the same props for its frame: the text input, the date input and date
            picker, the select, the radio group and toggle input, the checkbox group and the switch toggle.
            They look and speak alike, so a visitor learns one pattern and a page checks every control the
            same way. This page shows the contract through the text input; every control’s props table ends
            with the same rows.
          </p>
          <ul>
            <li>
              <strong>label</strong>: the visible name, above the control or beside it (inline). It is also
              the control’s accessible name: a <code>&lt;label for&gt;</code> for one input, the{' '}
              <code>&lt;legend&gt;</code> of a fieldset for a group.
            </li>
            <li>
              <strong>help</strong>: words under the label that help to answer. They are read out with the
              control.
            </li>
            <li>
              <strong>formControlType=&quot;required&quot;</strong>: adds “(required)” to the label, marks the
              control required (<code>required</code>, or <code>aria-required</code> on a radio group, a
              toggle input or a switch; in a checkbox group no single box is required, so only the legend says
              it) and turns on the control’s own check that it is answered.
            </li>
            <li>
              <strong>validated</strong>: messages wait until the control is validated, so none appears while
              someone is still typing. Set it yourself, for example when a form is submitted. Left out, the
              control counts as validated once the visitor leaves it (a group, once focus leaves the whole
              group); a switch has no check of its own, so the page sets it.
            </li>
            <li>
              <strong>The error</strong> shows only when the control is validated and invalid. Invalid is your
              own check (<code>invalid</code>) or the control’s (an empty required field, an impossible date);{' '}
              <code>errorMessage</code> replaces the control’s own words. The control then has{' '}
              <code>aria-invalid=&quot;true&quot;</code>.
            </li>
            <li>
              <strong>The info message</strong> (<code>infoMessage</code>) shows only when the control is
              validated and valid: a confirmation or what happens next.
            </li>
            <li>
              The help and the message shown are joined in the control’s <code>aria-describedby</code>, so a
              screen reader reads them after the name. The message sits in a polite live region, so it is read
              out once when it appears, and starts with “Error:” or “Information:” for screen readers, beside
              an icon, so colour is never the only cue.
            </li>
          </ul>
          <p>The controls’ own messages, shown when they are validated and their own check fails:</p>
          <ul>
            <li>Text input, required and empty: “Enter a value.”</li>
            <li>Select, required with nothing chosen: “Select an option.”</li>
            <li>Radio group and toggle input, required with nothing chosen: “Choose one of the options.”</li>
            <li>Checkbox group, required with nothing ticked: “Choose at least one option.”</li>
            <li>
              Date input and date picker: “Enter a date.” when required and empty, and a message for a date
              that is incomplete, impossible or outside its earliest and latest dates.
            </li>
            <li>Switch toggle: none of its own; the page decides when it is invalid.</li>
          </ul>
        </Copy>
      </DocSection>

      <DocSection title="Examples">
        <Example
          title="Default"
          description="A label and a box for one line of text."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the input. widthChars sizes the box to the answer it expects."
          code={exampleSource(PATH, 'with-help-text')}
        >
          <WithHelpText />
        </Example>
        <Example
          title="Required"
          description="The label says “(required)”. Without a validated flag the input is checked once the visitor leaves it: Tab away from it empty to see the error, then type to see it go."
          code={exampleSource(PATH, 'required')}
        >
          <Required />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) and empty: the error shows at once, the box is marked invalid, and both are read out with the input."
          code={exampleSource(PATH, 'required-and-validated')}
        >
          <RequiredAndValidated />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with an answer: the info message shows."
          code={exampleSource(PATH, 'validated-and-valid')}
        >
          <ValidatedAndValid />
        </Example>
        <Example
          title="Controlled, with the page’s own check"
          description="The page holds the text and adds its own check: invalid while the postcode is not 4 digits, with its own errorMessage. The error waits until the visitor leaves the input, then follows every edit."
          code={exampleSource(PATH, 'controlled')}
        >
          <Controlled />
        </Example>
        <Example
          title="Inline"
          description="For a short input whose label reads as part of a line, such as the table pager’s ‘Go to page:’. The label sits beside the box and a message wraps below both."
          code={exampleSource(PATH, 'inline')}
        >
          <Inline />
        </Example>
        <Example
          title="Disabled"
          description="Shown but not editable, and skipped by Tab. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="TextInput" rows={textInputProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              It is a native <code>&lt;input&gt;</code> named by its <code>&lt;label for&gt;</code>, so a
              click on the label focuses it and screen readers say the label, “(required)” included.
            </li>
            <li>
              Tab reaches it and it edits like any text box. <code>type</code>, <code>inputMode</code> and{' '}
              <code>autoComplete</code> pass through, so phones show a keyboard to suit and browsers can fill
              in known details.
            </li>
            <li>
              Required sets the native <code>required</code> attribute; the input’s own error is “Enter a
              value.” when it is empty or only spaces.
            </li>
            <li>
              The help and, once validated, the message are tied to it with <code>aria-describedby</code>; an
              error also sets <code>aria-invalid</code>. Messages appear in a polite live region, starting
              with “Error:” or “Information:” for screen readers, beside an icon.
            </li>
            <li>
              Inline keeps the same label and wiring; only the layout changes. widthChars sets the native{' '}
              <code>size</code>, and the box never grows past its container, so it reflows on a narrow screen.
            </li>
            <li>Disabled is the native disabled state: out of the tab order and not editable.</li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
