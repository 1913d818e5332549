// The Checkbox group page: its examples (default, help text, subtitles and a disabled option, required,
// validated, disabled, controlled, a partly checked select-all), props and accessibility notes.
import { Copy } from '@ds/ui';
import { CheckboxGroup } from '@ds/ui/checkbox';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledCheckboxDemo } from './ControlledCheckboxDemo';
import { SelectAllDemo } from './SelectAllDemo';
import { checkboxGroupProps, checkboxProps } from './props';

const PATH = '/components/checkbox-group';

export const metadata = docMetadata(PATH);

const extras = [
  { value: 'general-dental', label: 'General dental' },
  { value: 'major-dental', label: 'Major dental' },
  { value: 'optical', label: 'Optical' },
  { value: 'physiotherapy', label: 'Physiotherapy' },
  { value: 'chiropractic', label: 'Chiropractic' },
];

const contactWays = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'phone', label: 'Phone call' },
  { value: 'post', label: 'Post' },
];

const extrasWithDetail = [
  { value: 'general-dental', label: 'General dental', subtitle: 'Check-ups, cleans and x-rays' },
  { value: 'optical', label: 'Optical', subtitle: 'Prescription glasses and contact lenses' },
  { value: 'physiotherapy', label: 'Physiotherapy', subtitle: 'Consultations and treatment' },
  { value: 'hearing-aids', label: 'Hearing aids', subtitle: 'Only with Top Extras', disabled: true },
];

const quoteCovers = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'extras', label: 'Extras' },
  { value: 'ambulance', label: 'Ambulance' },
];

const tiers = [
  { value: 'basic-plus', label: 'Basic Plus' },
  { value: 'bronze', label: 'Bronze' },
  { value: 'silver', label: 'Silver' },
  { value: 'gold', label: 'Gold' },
];

const quoteChannels = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

const defaultCode = `<CheckboxGroup
  label="Extras you use"
  options={[
    { value: 'general-dental', label: 'General dental' },
    { value: 'major-dental', label: 'Major dental' },
    { value: 'optical', label: 'Optical' },
    { value: 'physiotherapy', label: 'Physiotherapy' },
    { value: 'chiropractic', label: 'Chiropractic' },
  ]}
/>`;

const helpCode = `<CheckboxGroup
  label="How can we contact you?"
  help="Choose any that suit you. We never share your details."
  options={contactWays}
  defaultValue={['email']}
/>`;

const subtitlesCode = `<CheckboxGroup
  label="Extras to include"
  options={[
    { value: 'general-dental', label: 'General dental', subtitle: 'Check-ups, cleans and x-rays' },
    { value: 'optical', label: 'Optical', subtitle: 'Prescription glasses and contact lenses' },
    { value: 'physiotherapy', label: 'Physiotherapy', subtitle: 'Consultations and treatment' },
    { value: 'hearing-aids', label: 'Hearing aids', subtitle: 'Only with Top Extras', disabled: true },
  ]}
/>`;

const requiredCode = `<CheckboxGroup
  label="Covers to include in your quote"
  formControlType="required"
  options={quoteCovers}
/>`;

const validatedCode = `<CheckboxGroup
  label="Hospital tiers to compare"
  formControlType="required"
  validated
  infoMessage="We will show these tiers side by side."
  options={tiers}
/>`;

const validCode = `<CheckboxGroup
  label="How should we send your quote?"
  validated
  infoMessage="Your quote goes to the contact details you gave us."
  options={quoteChannels}
  defaultValue={['email']}
/>`;

const disabledCode = `<CheckboxGroup
  label="Extras in your corporate plan"
  help="Your employer chooses these."
  options={extras}
  defaultValue={['general-dental', 'optical']}
  disabled
/>`;

const controlledCode = `const [value, setValue] = useState<string[]>(['general-dental', 'optical']);

<CheckboxGroup label="Extras you use" options={extras} value={value} onChange={setValue} />
<Text size="sm" tone="muted">
  The parent’s value: {value.length > 0 ? value.join(', ') : 'none'}
</Text>
<Button size="sm" variant="secondary" onClick={() => setValue([])}>Clear all</Button>`;

const selectAllCode = `const [value, setValue] = useState<string[]>(['optical']);
const all = value.length === allValues.length;

<Checkbox
  label="All extras"
  checked={all}
  indeterminate={value.length > 0 && !all}
  onChange={(event) => setValue(event.currentTarget.checked ? allValues : [])}
/>
<CheckboxGroup label="Extras to claim for" options={extras} value={value} onChange={setValue} />`;

export default function CheckboxGroupPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Each option is ticked on its own; any number, or none, can be ticked."
          code={defaultCode}
        >
          <CheckboxGroup label="Extras you use" options={extras} />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the group. This group starts with an option ticked (defaultValue)."
          code={helpCode}
        >
          <CheckboxGroup
            label="How can we contact you?"
            help="Choose any that suit you. We never share your details."
            options={contactWays}
            defaultValue={['email']}
          />
        </Example>
        <Example
          title="Subtitles and a disabled option"
          description="A subtitle adds detail under an option’s label and is read as its description. A disabled option stays in view, with its subtitle saying why, and Tab skips it."
          code={subtitlesCode}
        >
          <CheckboxGroup label="Extras to include" options={extrasWithDetail} />
        </Example>
        <Example
          title="Required"
          description="Required means at least one option is ticked. Without a validated flag the group is checked once focus leaves the whole group: leave it with nothing ticked to see the error."
          code={requiredCode}
        >
          <CheckboxGroup
            label="Covers to include in your quote"
            formControlType="required"
            options={quoteCovers}
          />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing ticked: the one error for the group shows at once. Tick an option and the info message replaces it."
          code={validatedCode}
        >
          <CheckboxGroup
            label="Hospital tiers to compare"
            formControlType="required"
            validated
            infoMessage="We will show these tiers side by side."
            options={tiers}
          />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with an answer: the info message shows."
          code={validCode}
        >
          <CheckboxGroup
            label="How should we send your quote?"
            validated
            infoMessage="Your quote goes to the contact details you gave us."
            options={quoteChannels}
            defaultValue={['email']}
          />
        </Example>
        <Example
          title="Disabled"
          description="Every option is disabled and skipped by Tab; the ticks stay shown. Say why in the help text."
          code={disabledCode}
        >
          <CheckboxGroup
            label="Extras in your corporate plan"
            help="Your employer chooses these."
            options={extras}
            defaultValue={['general-dental', 'optical']}
            disabled
          />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the ticked values: it is told of every change through onChange, always in the options’ order, and can set them itself."
          code={controlledCode}
        >
          <ControlledCheckboxDemo />
        </Example>
        <Example
          title="Select all, partly checked"
          description="A single Checkbox can stand for the whole list: ticked when every option is, partly checked (indeterminate) while only some are. Ticking it ticks them all; unticking it clears them."
          code={selectAllCode}
        >
          <SelectAllDemo />
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
