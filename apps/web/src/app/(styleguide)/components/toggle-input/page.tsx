// The Toggle input page: its examples (default, help text, subtitles and a disabled option, required,
// validated, disabled, controlled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import toggleInputProps from '@/styleguide/props/ToggleInput.json';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import Required from './examples/required';
import RequiredAndValidated from './examples/required-and-validated';
import SubtitlesAndADisabledOption from './examples/subtitles-and-a-disabled-option';
import ValidatedAndValid from './examples/validated-and-valid';
import WithHelpText from './examples/with-help-text';

const PATH = '/components/toggle-input';

export const metadata = docMetadata(PATH);

export default function ToggleInputPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="A few short options as one bar of segments; the chosen segment is filled and its label heavier. For longer labels or more than four options, use a radio group."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the group. Nothing is chosen until the visitor picks a segment."
          code={exampleSource(PATH, 'with-help-text')}
        >
          <WithHelpText />
        </Example>
        <Example
          title="Subtitles and a disabled option"
          description="A subtitle adds a short detail under a segment’s label and is read as its description. A disabled segment is greyed, says why, and the arrow keys skip it. On a narrow screen the segments wrap onto a second line."
          code={exampleSource(PATH, 'subtitles-and-a-disabled-option')}
        >
          <SubtitlesAndADisabledOption />
        </Example>
        <Example
          title="Required"
          description="The legend says “(required)”. Without a validated flag the group is checked once focus leaves it: leave it with nothing chosen to see the error."
          code={exampleSource(PATH, 'required')}
        >
          <Required />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing chosen: the error shows at once. Choose a segment and the info message replaces it."
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
          description="Every segment is disabled and skipped by Tab; the chosen one stays shown. Say why in the help text."
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
        <PropsTable component="ToggleInput" rows={toggleInputProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              It is a radio group drawn differently: native radio buttons in a fieldset with{' '}
              <code>role=&quot;radiogroup&quot;</code>, named by its legend. Each radio button is hidden
              visually but not from screen readers, and its segment is its label, so a click anywhere on the
              segment chooses it.
            </li>
            <li>
              The group is one tab stop: Tab lands on the chosen segment or, when none is chosen, on the first
              (the last with Shift+Tab). The arrow keys move to the next or previous segment and choose it,
              wrapping at the ends and skipping disabled segments; Space chooses the focused segment.
            </li>
            <li>
              The focused segment shows the focus ring. The chosen segment is filled in the brand colour and
              its label is heavier, so the choice is not shown by colour alone.
            </li>
            <li>
              Each segment is named by its label; its subtitle is its description (
              <code>aria-describedby</code>).
            </li>
            <li>
              Required adds “(required)” to the legend and <code>aria-required</code> to the group; with
              nothing chosen its error is “Choose one of the options.”. The help and, once validated, the
              message describe the group, and an error sets <code>aria-invalid</code> on it. Messages appear
              in a polite live region, starting with “Error:” or “Information:” for screen readers.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
