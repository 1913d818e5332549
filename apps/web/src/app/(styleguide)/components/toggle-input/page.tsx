// The Toggle input page: its examples (default, help text, subtitles and a disabled option, required,
// validated, disabled, controlled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { ToggleInput } from '@ds/ui/radio-group';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledToggleDemo } from './ControlledToggleDemo';
import { toggleInputProps } from './props';

const PATH = '/components/toggle-input';

export const metadata = docMetadata(PATH);

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
];

const paymentMethods = [
  { value: 'direct-debit', label: 'Direct debit' },
  { value: 'card', label: 'Card' },
  { value: 'bpay', label: 'BPAY' },
];

const excesses = [
  { value: '0', label: '$0', subtitle: 'No excess' },
  { value: '250', label: '$250', subtitle: 'Once a year' },
  { value: '500', label: '$500', subtitle: 'Once a year' },
  { value: '750', label: '$750', subtitle: 'Not with Gold', disabled: true },
];

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const coverTypes = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'extras', label: 'Extras' },
  { value: 'combined', label: 'Combined' },
];

const defaultCode = `<ToggleInput
  label="Who is covered?"
  options={[
    { value: 'single', label: 'Single' },
    { value: 'couple', label: 'Couple' },
    { value: 'family', label: 'Family' },
  ]}
  defaultValue="single"
/>`;

const helpCode = `<ToggleInput
  label="How would you like to pay?"
  help="You can change this at any time in the app."
  options={[
    { value: 'direct-debit', label: 'Direct debit' },
    { value: 'card', label: 'Card' },
    { value: 'bpay', label: 'BPAY' },
  ]}
/>`;

const subtitlesCode = `<ToggleInput
  label="Hospital excess"
  options={[
    { value: '0', label: '$0', subtitle: 'No excess' },
    { value: '250', label: '$250', subtitle: 'Once a year' },
    { value: '500', label: '$500', subtitle: 'Once a year' },
    { value: '750', label: '$750', subtitle: 'Not with Gold', disabled: true },
  ]}
/>`;

const requiredCode = `<ToggleInput
  label="Do you have private health insurance now?"
  formControlType="required"
  options={yesNo}
/>`;

const validatedCode = `<ToggleInput
  label="Are you an Australian resident?"
  formControlType="required"
  validated
  infoMessage="Thanks. We ask so we can show you the right covers."
  options={yesNo}
/>`;

const validCode = `<ToggleInput
  label="Who is covered?"
  validated
  infoMessage="Prices on the next page are for this type of cover."
  options={covers}
  defaultValue="couple"
/>`;

const disabledCode = `<ToggleInput
  label="Cover type"
  help="Set by your employer’s corporate plan."
  options={coverTypes}
  defaultValue="combined"
  disabled
/>`;

const controlledCode = `const [value, setValue] = useState<string | null>('monthly');

<ToggleInput label="How often do you want to pay?" options={frequencies} value={value} onChange={setValue} />
<Text size="sm" tone="muted">The parent’s value: {value ?? 'none'}</Text>
<Button size="sm" variant="secondary" onClick={() => setValue(null)}>Clear the choice</Button>`;

export default function ToggleInputPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="A few short options as one bar of segments; the chosen segment is filled and its label heavier. For longer labels or more than four options, use a radio group."
          code={defaultCode}
        >
          <ToggleInput label="Who is covered?" options={covers} defaultValue="single" />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the group. Nothing is chosen until the visitor picks a segment."
          code={helpCode}
        >
          <ToggleInput
            label="How would you like to pay?"
            help="You can change this at any time in the app."
            options={paymentMethods}
          />
        </Example>
        <Example
          title="Subtitles and a disabled option"
          description="A subtitle adds a short detail under a segment’s label and is read as its description. A disabled segment is greyed, says why, and the arrow keys skip it. On a narrow screen the segments wrap onto a second line."
          code={subtitlesCode}
        >
          <ToggleInput label="Hospital excess" options={excesses} />
        </Example>
        <Example
          title="Required"
          description="The legend says “(required)”. Without a validated flag the group is checked once focus leaves it: leave it with nothing chosen to see the error."
          code={requiredCode}
        >
          <ToggleInput
            label="Do you have private health insurance now?"
            formControlType="required"
            options={yesNo}
          />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing chosen: the error shows at once. Choose a segment and the info message replaces it."
          code={validatedCode}
        >
          <ToggleInput
            label="Are you an Australian resident?"
            formControlType="required"
            validated
            infoMessage="Thanks. We ask so we can show you the right covers."
            options={yesNo}
          />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with an answer: the info message shows."
          code={validCode}
        >
          <ToggleInput
            label="Who is covered?"
            validated
            infoMessage="Prices on the next page are for this type of cover."
            options={covers}
            defaultValue="couple"
          />
        </Example>
        <Example
          title="Disabled"
          description="Every segment is disabled and skipped by Tab; the chosen one stays shown. Say why in the help text."
          code={disabledCode}
        >
          <ToggleInput
            label="Cover type"
            help="Set by your employer’s corporate plan."
            options={coverTypes}
            defaultValue="combined"
            disabled
          />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the chosen value: it is told of every change through onChange and can set or clear it (null) itself."
          code={controlledCode}
        >
          <ControlledToggleDemo />
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
