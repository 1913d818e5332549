// The Checkbox group page: its examples (default, help text, subtitles and a disabled option, required,
// validated, disabled, controlled, a partly checked select-all), props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import checkboxProps from '@/styleguide/props/Checkbox.json';
import checkboxGroupProps from '@/styleguide/props/CheckboxGroup.json';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import Required from './examples/required';
import RequiredAndValidated from './examples/required-and-validated';
import SelectAllPartlyChecked from './examples/select-all-partly-checked';
import SubtitlesAndADisabledOption from './examples/subtitles-and-a-disabled-option';
import ValidatedAndValid from './examples/validated-and-valid';
import WithHelpText from './examples/with-help-text';

const PATH = '/components/checkbox-group';

export const metadata = docMetadata(PATH);

export default function CheckboxGroupPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Each option is ticked on its own; any number, or none, can be ticked."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the group. This group starts with an option ticked (defaultValue)."
          code={exampleSource(PATH, 'with-help-text')}
        >
          <WithHelpText />
        </Example>
        <Example
          title="Subtitles and a disabled option"
          description="A subtitle adds detail under an option’s label and is read as its description. A disabled option stays in view, with its subtitle saying why, and Tab skips it."
          code={exampleSource(PATH, 'subtitles-and-a-disabled-option')}
        >
          <SubtitlesAndADisabledOption />
        </Example>
        <Example
          title="Required"
          description="Required means at least one option is ticked. Without a validated flag the group is checked once focus leaves the whole group: leave it with nothing ticked to see the error."
          code={exampleSource(PATH, 'required')}
        >
          <Required />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing ticked: the one error for the group shows at once. Tick an option and the info message replaces it."
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
          title="Disabled"
          description="Every option is disabled and skipped by Tab; the ticks stay shown. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the ticked values: it is told of every change through onChange, always in the options’ order, and can set them itself."
          code={exampleSource(PATH, 'controlled')}
        >
          <Controlled />
        </Example>
        <Example
          title="Select all, partly checked"
          description="A single Checkbox can stand for the whole list: ticked when every option is, partly checked (indeterminate) while only some are. Ticking it ticks them all; unticking it clears them."
          code={exampleSource(PATH, 'select-all-partly-checked')}
        >
          <SelectAllPartlyChecked />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="CheckboxGroup" rows={checkboxGroupProps} />
        <PropsTable component="Checkbox" rows={checkboxProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The options are native checkboxes in a fieldset named by its legend (the label), which screen
              readers read as focus enters the group.
            </li>
            <li>
              Each checkbox is its own tab stop: Tab and Shift+Tab move between them, skipping disabled ones,
              and Space ticks or unticks the focused one. A click on the label ticks it too.
            </li>
            <li>
              Each option is named by its label alone; its subtitle is its description (
              <code>aria-describedby</code>), read after the name.
            </li>
            <li>
              Required adds “(required)” to the legend and means at least one tick. The checkboxes themselves
              are not marked required, as no single one is; with none ticked the group’s error is “Choose at
              least one option.”.
            </li>
            <li>
              The help and, once validated, the one message describe the whole group (
              <code>aria-describedby</code> on the fieldset), and an error sets <code>aria-invalid</code> on
              it. Messages appear in a polite live region, starting with “Error:” or “Information:” for screen
              readers, beside an icon.
            </li>
            <li>
              Without a validated flag the group counts as validated once focus leaves the whole group, not
              when it moves between its checkboxes.
            </li>
            <li>
              A partly checked checkbox is the native indeterminate state, which screen readers announce as
              “mixed” or “partially checked”.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
