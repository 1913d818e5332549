// The Radio group page: its examples (default, help text, subtitles and a disabled option, side by side,
// required, validated, disabled, controlled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import radioGroupProps from '@/styleguide/props/RadioGroup.json';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import HelpText from './examples/help-text';
import Required from './examples/required';
import RequiredValidated from './examples/required-validated';
import SideBySide from './examples/side-by-side';
import Subtitles from './examples/subtitles';
import ValidatedValid from './examples/validated-valid';

const PATH = '/components/radio-group';

export const metadata = docMetadata(PATH);

export default function RadioGroupPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Nothing is chosen until the visitor picks an option. The options are native radio buttons, so they work before the page’s script has loaded."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the group. This group starts on an option (defaultValue)."
          code={exampleSource(PATH, 'help-text')}
        >
          <HelpText />
        </Example>
        <Example
          title="Subtitles and a disabled option"
          description="A subtitle adds detail under an option’s label and is read as its description. A disabled option stays in view, with its subtitle saying why, and the arrow keys skip it."
          code={exampleSource(PATH, 'subtitles')}
        >
          <Subtitles />
        </Example>
        <Example
          title="Side by side"
          description="Short options can sit on one line (orientation horizontal); they wrap when there is no room."
          code={exampleSource(PATH, 'side-by-side')}
        >
          <SideBySide />
        </Example>
        <Example
          title="Required"
          description="The legend says “(required)”. Without a validated flag the group is checked once focus leaves the whole group (moving between its options does not count): leave it with nothing chosen to see the error."
          code={exampleSource(PATH, 'required')}
        >
          <Required />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing chosen: the error shows at once. Choose an option and the info message replaces it."
          code={exampleSource(PATH, 'required-validated')}
        >
          <RequiredValidated />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with an answer: the info message shows."
          code={exampleSource(PATH, 'validated-valid')}
        >
          <ValidatedValid />
        </Example>
        <Example
          title="Disabled"
          description="Every option is disabled and skipped by Tab; the chosen one stays shown. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the chosen value: it is told of every change through onChange and can set or clear it (null) itself."
          code={exampleSource(PATH, 'controlled')}
        >
          <Controlled />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="RadioGroup" rows={radioGroupProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The options are native radio buttons in a fieldset with <code>role=&quot;radiogroup&quot;</code>
              , named by its legend (the label), which screen readers read as focus enters the group.
            </li>
            <li>
              The group is one tab stop: Tab lands on the chosen option or, when none is chosen, on the first
              (the last with Shift+Tab). The arrow keys move to the next or previous option and choose it,
              wrapping at the ends and skipping disabled options; Space chooses the focused option.
            </li>
            <li>
              Each option is named by its label alone; its subtitle is its description (
              <code>aria-describedby</code>), read after the name.
            </li>
            <li>
              Required adds “(required)” to the legend, <code>required</code> to the radio buttons and{' '}
              <code>aria-required</code> to the group; with nothing chosen the group’s own error is “Choose
              one of the options.”.
            </li>
            <li>
              The help and, once validated, the message describe the group (<code>aria-describedby</code> on
              the fieldset), and an error sets <code>aria-invalid</code> on it. Messages appear in a polite
              live region, starting with “Error:” or “Information:” for screen readers, beside an icon.
            </li>
            <li>
              Without a validated flag the group counts as validated once focus leaves the whole group, so
              moving between options never shows a message early.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
