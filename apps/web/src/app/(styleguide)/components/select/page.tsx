// The Select page: its examples (default, help text, no placeholder, a disabled option, required, validated,
// disabled, controlled), props and accessibility notes.
import { Copy } from '@ds/ui';
import { Select } from '@ds/ui/select';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledSelectDemo } from './ControlledSelectDemo';
import { selectProps } from './props';
import { states } from './states';
import styles from './page.module.css';

const PATH = '/components/select';

export const metadata = docMetadata(PATH);

const excesses = [
  { value: '0', label: '$0' },
  { value: '250', label: '$250' },
  { value: '500', label: '$500' },
  { value: '750', label: '$750' },
];

const frequencies = [
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'half-yearly', label: 'Half-yearly' },
  { value: 'yearly', label: 'Yearly' },
];

const tiers = [
  { value: 'basic-plus', label: 'Basic Plus' },
  { value: 'bronze', label: 'Bronze' },
  { value: 'silver', label: 'Silver' },
  { value: 'gold', label: 'Gold (not offered with a $750 excess)', disabled: true },
];

const titles = [
  { value: 'mr', label: 'Mr' },
  { value: 'mrs', label: 'Mrs' },
  { value: 'ms', label: 'Ms' },
  { value: 'mx', label: 'Mx' },
  { value: 'dr', label: 'Dr' },
];

const defaultCode = `<Select
  label="State"
  options={[
    { value: 'act', label: 'Australian Capital Territory' },
    { value: 'nsw', label: 'New South Wales' },
    // … the other states and territories
    { value: 'wa', label: 'Western Australia' },
  ]}
/>`;

const helpCode = `<Select
  label="Hospital excess"
  help="What you pay towards a hospital stay before we pay. A higher excess means a lower premium."
  options={[
    { value: '0', label: '$0' },
    { value: '250', label: '$250' },
    { value: '500', label: '$500' },
    { value: '750', label: '$750' },
  ]}
/>`;

const noPlaceholderCode = `<Select label="How often do you want to pay?" placeholder={null} options={frequencies} />`;

const disabledOptionCode = `<Select
  label="Hospital cover"
  options={[
    { value: 'basic-plus', label: 'Basic Plus' },
    { value: 'bronze', label: 'Bronze' },
    { value: 'silver', label: 'Silver' },
    { value: 'gold', label: 'Gold (not offered with a $750 excess)', disabled: true },
  ]}
/>`;

const requiredCode = `<Select label="State" formControlType="required" options={states} />`;

const validatedCode = `<Select
  label="Title"
  formControlType="required"
  validated
  infoMessage="We use this on the letters we post to you."
  options={titles}
/>`;

const validCode = `<Select
  label="State"
  validated
  infoMessage="Prices depend on the state you live in."
  options={states}
  defaultValue="vic"
/>`;

const disabledCode = `<Select
  label="State"
  help="Update your address to change your state."
  options={states}
  defaultValue="nsw"
  disabled
/>`;

const controlledCode = `const [value, setValue] = useState('vic');

<Select label="State" options={states} value={value} onChange={setValue} />
<Text size="sm" tone="muted">The parent’s value: {value === '' ? 'none' : value}</Text>
<Button size="sm" variant="secondary" onClick={() => setValue('')}>Clear the choice</Button>`;

export default function SelectPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="It starts on the placeholder, ‘Select an option’, which stands for nothing chosen. It is the platform’s own select: a list on a computer, a picker on a phone."
          code={defaultCode}
        >
          <Select label="State" options={states} className={styles.field} />
        </Example>
        <Example
          title="With help text"
          description="The help under the label is read out with the select."
          code={helpCode}
        >
          <Select
            label="Hospital excess"
            help="What you pay towards a hospital stay before we pay. A higher excess means a lower premium."
            options={excesses}
            className={styles.field}
          />
        </Example>
        <Example
          title="Without a placeholder"
          description="placeholder={null} leaves the placeholder out, so the first option is chosen from the start. Use it when one answer is always right to begin with."
          code={noPlaceholderCode}
        >
          <Select
            label="How often do you want to pay?"
            placeholder={null}
            options={frequencies}
            className={styles.field}
          />
        </Example>
        <Example
          title="A disabled option"
          description="A disabled option is listed but cannot be chosen. An option has no subtitle, so its label says why."
          code={disabledOptionCode}
        >
          <Select label="Hospital cover" options={tiers} className={styles.field} />
        </Example>
        <Example
          title="Required"
          description="The label says “(required)” and the placeholder can no longer be chosen back. Without a validated flag the select is checked once the visitor leaves it: leave it on the placeholder to see the error."
          code={requiredCode}
        >
          <Select label="State" formControlType="required" options={states} className={styles.field} />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) with nothing chosen: the error shows at once. Choose an option and the info message replaces it."
          code={validatedCode}
        >
          <Select
            label="Title"
            formControlType="required"
            validated
            infoMessage="We use this on the letters we post to you."
            options={titles}
            className={styles.field}
          />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with a choice: the info message shows."
          code={validCode}
        >
          <Select
            label="State"
            validated
            infoMessage="Prices depend on the state you live in."
            options={states}
            defaultValue="vic"
            className={styles.field}
          />
        </Example>
        <Example
          title="Disabled"
          description="Shown but not usable, and skipped by Tab. Say why in the help text."
          code={disabledCode}
        >
          <Select
            label="State"
            help="Update your address to change your state."
            options={states}
            defaultValue="nsw"
            disabled
            className={styles.field}
          />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the chosen value: it is told of every change through onChange and can set or clear it (an empty string) itself."
          code={controlledCode}
        >
          <ControlledSelectDemo />
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
