// The Date picker page: its examples (default, earliest and latest dates, required and validated, validated
// and valid, disabled), props and accessibility notes. The typed input's own rules are on the Date input page.
import { Copy, Link } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import datePickerProps from '@/styleguide/props/DatePicker.json';
import datePickerMessages from '@/styleguide/props/DatePickerMessages.json';
import Default from './examples/default';
import Disabled from './examples/disabled';
import EarliestAndLatestDates from './examples/earliest-and-latest-dates';
import RequiredAndValidated from './examples/required-and-validated';
import ValidatedAndValid from './examples/validated-and-valid';

const PATH = '/components/date-picker';

export const metadata = docMetadata(PATH);

export default function DatePickerPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="The typed date input with a calendar button after it. The calendar opens on today when no date is typed, and on the typed date when there is one; weeks start on Monday."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="Earliest and latest dates"
          description="min and max (yyyy-mm-dd) limit the dates accepted: days outside them cannot be picked in the calendar, and a typed one is an error once validated. This page is built ahead of time, so it uses fixed dates."
          code={exampleSource(PATH, 'earliest-and-latest-dates')}
        >
          <EarliestAndLatestDates />
        </Example>
        <Example
          title="Required and validated"
          description="Required when the form-control type is required. Validated (as after a submit) and empty: the error shows at once. Pick or type a date and it goes."
          code={exampleSource(PATH, 'required-and-validated')}
        >
          <RequiredAndValidated />
        </Example>
        <Example
          title="Validated and valid"
          description="Validated with a real date: the info message shows."
          code={exampleSource(PATH, 'validated-and-valid')}
        >
          <ValidatedAndValid />
        </Example>
        <Example
          title="Disabled"
          description="The input and the calendar button are both disabled and skipped by Tab. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <Copy>
          <p>
            DatePicker takes the same props as the <Link href="/components/date-input">date input</Link>; the
            calendar reads min and max from them. Its <code>messages</code> take the date input’s words and
            the calendar’s: <code>chooseDate</code> (“Choose date: {'{field}'}”), <code>previousMonth</code>{' '}
            and <code>nextMonth</code>.
          </p>
        </Copy>
        <PropsTable component="DatePicker" rows={datePickerProps} />
        <PropsTable component="DatePicker" caption="Messages of DatePicker" rows={datePickerMessages} />
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
