// The Date picker page: its examples (default, earliest and latest dates, required and validated, validated
// and valid, disabled), props and accessibility notes. The typed input's own rules are on the Date input page.
import { Copy, Link } from '@ds/ui';
import { DatePicker } from '@ds/ui/date-picker';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { dateInputProps } from '../date-input/props';

const PATH = '/components/date-picker';

export const metadata = docMetadata(PATH);

const limitsCode = `<DatePicker
  label="Hospital admission date"
  help="Any day from 01/07/2026 to 30/09/2026."
  min="2026-07-01"
  max="2026-09-30"
  defaultValue="15/07/2026"
/>`;

const validatedCode = `<DatePicker
  label="Date of treatment"
  help="For example, 03/03/2026."
  formControlType="required"
  validated
/>`;

const validCode = `<DatePicker
  label="Date of the service"
  defaultValue="03/03/2026"
  validated
  infoMessage="You can claim up to 2 years after the date of the service."
/>`;

const disabledCode = `<DatePicker
  label="Cover end date"
  help="Call us to change the date your cover ends."
  defaultValue="30/06/2026"
  disabled
/>`;

export default function DatePickerPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="The typed date input with a calendar button after it. The calendar opens on today when no date is typed, and on the typed date when there is one; weeks start on Monday."
          code={`<DatePicker label="Cover start date" help="For example, 01/07/2026." />`}
        >
          <DatePicker label="Cover start date" help="For example, 01/07/2026." />
        </Example>
        <Example
          title="Earliest and latest dates"
          description="min and max (yyyy-mm-dd) limit the dates accepted: days outside them cannot be picked in the calendar, and a typed one is an error once validated. This page is built ahead of time, so it uses fixed dates."
          code={limitsCode}
        >
          <DatePicker
            label="Hospital admission date"
            help="Any day from 01/07/2026 to 30/09/2026."
            min="2026-07-01"
            max="2026-09-30"
            defaultValue="15/07/2026"
          />
        </Example>
        <Example
          title="Required and validated"
          description="Required when the form-control type is required. Validated (as after a submit) and empty: the error shows at once. Pick or type a date and it goes."
          code={validatedCode}
        >
          <DatePicker
            label="Date of treatment"
            help="For example, 03/03/2026."
            formControlType="required"
            validated
          />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with a real date: the info message shows."
          code={validCode}
        >
          <DatePicker
            label="Date of the service"
            defaultValue="03/03/2026"
            validated
            infoMessage="You can claim up to 2 years after the date of the service."
          />
        </Example>
        <Example
          title="Disabled"
          description="The input and the calendar button are both disabled and skipped by Tab. Say why in the help text."
          code={disabledCode}
        >
          <DatePicker
            label="Cover end date"
            help="Call us to change the date your cover ends."
            defaultValue="30/06/2026"
            disabled
          />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <Copy>
          <p>
            DatePicker takes the same props as the <Link href="/components/date-input">date input</Link>; the
            calendar reads min and max from them.
          </p>
        </Copy>
        <PropsTable component="DatePicker" rows={dateInputProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The typed input is the date input, with all its keyboard and screen-reader behaviour, and it
              always stays: the calendar is a shortcut, never the only way to give a date.
            </li>
            <li>
              The calendar button comes after the input in the tab order. It shows an icon and is named
              “Choose date:” and the label, for example “Choose date: Cover start date”.
            </li>
            <li>
              Enter, Space or a click opens the calendar in a dialog with the same name. Focus moves to the
              typed date, or to today when there is none.
            </li>
            <li>
              Left and Right Arrow move by a day, Up and Down Arrow by a week, Page Up and Page Down by a
              month. Enter or Space picks the focused date: the calendar closes, the input shows it as
              dd/mm/yyyy and focus returns to the button. Escape closes it without a change and returns focus
              to the button too.
            </li>
            <li>
              The days are a grid whose weeks start on Monday. Each day is named with its full date in
              Australian English, and the picked date is marked selected; the heading names the month, and the
              Previous month and Next month buttons are named. Days outside min and max are disabled.
            </li>
            <li>Disabled, both the input and the button are disabled and out of the tab order.</li>
            <li>
              On iOS and Android the phone’s own date input replaces both the input and the button once the
              page has loaded; its value is turned into dd/mm/yyyy and back.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
