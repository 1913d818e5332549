// The Select page: its examples (default, help text, no placeholder, a disabled option, required, validated,
// disabled, controlled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import selectProps from '@/styleguide/props/Select.json';
import ADisabledOption from './examples/a-disabled-option';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import Required from './examples/required';
import RequiredAndValidated from './examples/required-and-validated';
import ValidatedAndValid from './examples/validated-and-valid';
import WithHelpText from './examples/with-help-text';
import WithoutAPlaceholder from './examples/without-a-placeholder';

const PATH = '/components/select';

export const metadata = docMetadata(PATH);

export default function SelectPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="It starts on the placeholder, ‘Select an option’, which stands for nothing chosen. It is the platform’s own select: a list on a computer, a picker on a phone."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the select."
          code={exampleSource(PATH, 'with-help-text')}
        >
          <WithHelpText />
        </Example>
        <Example
          title="Without a placeholder"
          description="placeholder={null} leaves the placeholder out, so the first option is chosen from the start. Use it when one answer is always right to begin with."
          code={exampleSource(PATH, 'without-a-placeholder')}
        >
          <WithoutAPlaceholder />
        </Example>
        <Example
          title="A disabled option"
          description="A disabled option is listed but cannot be chosen. An option has no subtitle, so its label says why."
          code={exampleSource(PATH, 'a-disabled-option')}
        >
          <ADisabledOption />
        </Example>
        <Example
          title="Required"
          description="The label says “(required)” and the placeholder can no longer be chosen back. Without a validated flag the select is checked once the visitor leaves it: leave it on the placeholder to see the error."
          code={exampleSource(PATH, 'required')}
        >
          <Required />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing chosen: the error shows at once. Choose an option and the info message replaces it."
          code={exampleSource(PATH, 'required-and-validated')}
        >
          <RequiredAndValidated />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with a choice: the info message shows."
          code={exampleSource(PATH, 'validated-and-valid')}
        >
          <ValidatedAndValid />
        </Example>
        <Example
          title="Disabled"
          description="Shown but not usable, and skipped by Tab. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the chosen value: it is told of every change through onChange and can set or clear it (an empty string) itself."
          code={exampleSource(PATH, 'controlled')}
        >
          <Controlled />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Select" rows={selectProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              It is the native <code>&lt;select&gt;</code>, named by its label: screen readers announce it as
              a combo box or pop-up button with its name and the chosen option, and phones show their own
              picker.
            </li>
            <li>
              Tab reaches it. The arrow keys change the choice (on Windows and Linux without opening the
              list); Alt+Down Arrow or Space opens the list, where the arrow keys move and Enter chooses.
              Typing the first letters jumps to a matching option.
            </li>
            <li>
              Disabled options are listed but skipped. The chevron is drawn over the box, hidden from screen
              readers, and lets clicks through to the select.
            </li>
            <li>
              Required adds “(required)” to the label and <code>required</code> to the select, and disables
              the placeholder so it cannot be chosen back; with nothing chosen its error is “Select an
              option.”.
            </li>
            <li>
              The help and, once validated, the message are tied to it with <code>aria-describedby</code>; an
              error also sets <code>aria-invalid</code>. Messages appear in a polite live region, starting
              with “Error:” or “Information:” for screen readers, beside an icon.
            </li>
            <li>
              Without a validated flag it counts as validated once the visitor leaves it, so no message
              appears while they are still choosing.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
