// The Radio group page: its examples (default, help text, subtitles and a disabled option, side by side,
// required, validated, disabled, controlled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { RadioGroup } from '@ds/ui/radio-group';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledRadioDemo } from './ControlledRadioDemo';
import { radioGroupProps } from './props';

const PATH = '/components/radio-group';

export const metadata = docMetadata(PATH);

const covers = [
  { value: 'single', label: 'Single' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
  { value: 'single-parent', label: 'Single parent family' },
];

const cards = [
  { value: 'digital', label: 'Digital card only' },
  { value: 'digital-and-plastic', label: 'Digital and plastic cards' },
];

const tiers = [
  {
    value: 'basic-plus',
    label: 'Basic Plus',
    subtitle: 'Rehabilitation, psychiatric care and palliative care',
  },
  { value: 'bronze', label: 'Bronze', subtitle: 'Adds 18 further services, such as joint reconstructions' },
  { value: 'silver', label: 'Silver', subtitle: 'Adds 8 groupings, such as heart and vascular care' },
  {
    value: 'gold',
    label: 'Gold',
    subtitle: 'Not offered with the $750 excess you chose',
    disabled: true,
  },
];

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const currentCover = [
  { value: 'hospital-and-extras', label: 'Hospital and extras' },
  { value: 'hospital', label: 'Hospital only' },
  { value: 'extras', label: 'Extras only' },
  { value: 'none', label: 'No private health insurance' },
];

const callTimes = [
  { value: 'morning', label: 'Morning', subtitle: '8am to 12pm' },
  { value: 'afternoon', label: 'Afternoon', subtitle: '12pm to 5pm' },
  { value: 'evening', label: 'Evening', subtitle: '5pm to 8pm' },
];

const coverTypes = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'extras', label: 'Extras' },
  { value: 'combined', label: 'Combined' },
];

const defaultCode = `<RadioGroup
  label="Who is covered?"
  options={[
    { value: 'single', label: 'Single' },
    { value: 'couple', label: 'Couple' },
    { value: 'family', label: 'Family' },
    { value: 'single-parent', label: 'Single parent family' },
  ]}
/>`;

const helpCode = `<RadioGroup
  label="How would you like your membership card?"
  help="Your digital card is in the app as soon as you join."
  options={cards}
  defaultValue="digital"
/>`;

const subtitlesCode = `<RadioGroup
  label="Hospital cover"
  options={[
    { value: 'basic-plus', label: 'Basic Plus', subtitle: 'Rehabilitation, psychiatric care and palliative care' },
    { value: 'bronze', label: 'Bronze', subtitle: 'Adds 18 further services, such as joint reconstructions' },
    { value: 'silver', label: 'Silver', subtitle: 'Adds 8 groupings, such as heart and vascular care' },
    { value: 'gold', label: 'Gold', subtitle: 'Not offered with the $750 excess you chose', disabled: true },
  ]}
/>`;

const horizontalCode = `<RadioGroup
  label="Are you an Australian resident?"
  orientation="horizontal"
  options={[
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ]}
/>`;

const requiredCode = `<RadioGroup label="Your current cover" formControlType="required" options={currentCover} />`;

const validatedCode = `<RadioGroup
  label="Who is covered?"
  formControlType="required"
  validated
  infoMessage="We will show prices for this type of cover."
  options={covers}
/>`;

const validCode = `<RadioGroup
  label="Best time to call you"
  validated
  infoMessage="We will call you in this time, Australian Eastern Time."
  options={[
    { value: 'morning', label: 'Morning', subtitle: '8am to 12pm' },
    { value: 'afternoon', label: 'Afternoon', subtitle: '12pm to 5pm' },
    { value: 'evening', label: 'Evening', subtitle: '5pm to 8pm' },
  ]}
  defaultValue="morning"
/>`;

const disabledCode = `<RadioGroup
  label="Cover type"
  help="Set by your employer’s corporate plan."
  options={coverTypes}
  defaultValue="combined"
  disabled
/>`;

const controlledCode = `const [value, setValue] = useState<string | null>('single');

<RadioGroup label="Who is covered?" options={covers} value={value} onChange={setValue} />
<Text size="sm" tone="muted">The parent’s value: {value ?? 'none'}</Text>
<Button size="sm" variant="secondary" onClick={() => setValue(null)}>Clear the choice</Button>`;

export default function RadioGroupPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Nothing is chosen until the visitor picks an option. The options are native radio buttons, so they work before the page’s script has loaded."
          code={defaultCode}
        >
          <RadioGroup label="Who is covered?" options={covers} />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the group. This group starts on an option (defaultValue)."
          code={helpCode}
        >
          <RadioGroup
            label="How would you like your membership card?"
            help="Your digital card is in the app as soon as you join."
            options={cards}
            defaultValue="digital"
          />
        </Example>
        <Example
          title="Subtitles and a disabled option"
          description="A subtitle adds detail under an option’s label and is read as its description. A disabled option stays in view, with its subtitle saying why, and the arrow keys skip it."
          code={subtitlesCode}
        >
          <RadioGroup label="Hospital cover" options={tiers} />
        </Example>
        <Example
          title="Side by side"
          description="Short options can sit on one line (orientation horizontal); they wrap when there is no room."
          code={horizontalCode}
        >
          <RadioGroup label="Are you an Australian resident?" orientation="horizontal" options={yesNo} />
        </Example>
        <Example
          title="Required"
          description="The legend says “(required)”. Without a validated flag the group is checked once focus leaves the whole group (moving between its options does not count): leave it with nothing chosen to see the error."
          code={requiredCode}
        >
          <RadioGroup label="Your current cover" formControlType="required" options={currentCover} />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing chosen: the error shows at once. Choose an option and the info message replaces it."
          code={validatedCode}
        >
          <RadioGroup
            label="Who is covered?"
            formControlType="required"
            validated
            infoMessage="We will show prices for this type of cover."
            options={covers}
          />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with an answer: the info message shows."
          code={validCode}
        >
          <RadioGroup
            label="Best time to call you"
            validated
            infoMessage="We will call you in this time, Australian Eastern Time."
            options={callTimes}
            defaultValue="morning"
          />
        </Example>
        <Example
          title="Disabled"
          description="Every option is disabled and skipped by Tab; the chosen one stays shown. Say why in the help text."
          code={disabledCode}
        >
          <RadioGroup
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
          <ControlledRadioDemo />
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
