// The Date input page: its examples (default, help text, earliest and latest dates, an impossible date,
// required, validated, disabled, controlled, in a form), props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import dateInputProps from '@/styleguide/props/DateInput.json';
import dateInputMessages from '@/styleguide/props/DateInputMessages.json';
import AnImpossibleDate from './examples/an-impossible-date';
import Controlled from './examples/controlled';
import Default from './examples/default';
import Disabled from './examples/disabled';
import EarliestAndLatestDates from './examples/earliest-and-latest-dates';
import InAForm from './examples/in-a-form';
import Required from './examples/required';
import RequiredAndValidated from './examples/required-and-validated';
import ValidatedAndValid from './examples/validated-and-valid';
import WithHelpText from './examples/with-help-text';

const PATH = '/components/date-input';

export const metadata = docMetadata(PATH);

export default function DateInputPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Type the digits: the slashes appear after the day and the month (dd/mm/yyyy, at most 10 characters). Backspace over a slash takes the digit before it too. A letter is left out, with a message at once, and nothing typed is lost."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="With help text"
          description="The placeholder dd/mm/yyyy goes once typing starts, so say the format with an example in the help text, which is read out with the input."
          code={exampleSource(PATH, 'with-help-text')}
        >
          <WithHelpText />
        </Example>
        <Example
          title="Earliest and latest dates"
          description="min and max (yyyy-mm-dd) limit the dates accepted. This page is built ahead of time, so it uses fixed dates; a form checking a date of birth against today would work out max in the browser. Type 01/01/2030 and leave the input to see the error."
          code={exampleSource(PATH, 'earliest-and-latest-dates')}
        >
          <EarliestAndLatestDates />
        </Example>
        <Example
          title="An impossible date"
          description="There is no 31 February: once validated, the input says so and names the date."
          code={exampleSource(PATH, 'an-impossible-date')}
        >
          <AnImpossibleDate />
        </Example>
        <Example
          title="Required"
          description="The label says “(required)”. Without a validated flag the date is checked once the visitor leaves the input: Tab away from it empty to see the error."
          code={exampleSource(PATH, 'required')}
        >
          <Required />
        </Example>
        <Example
          title="Required and validated"
          description="Validated (as after a submit) and empty: the error shows at once. Type a whole date and it goes."
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
          description="Shown but not editable, and skipped by Tab. Say why in the help text."
          code={exampleSource(PATH, 'disabled')}
        >
          <Disabled />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the text, and gets the date too once the text is a complete, real date. On an iPhone or an Android phone the phone’s own date input is used, and the page still gets dd/mm/yyyy."
          code={exampleSource(PATH, 'controlled')}
        >
          <Controlled />
        </Example>
        <Example
          title="In a form"
          description="validated is set when the form is submitted, so no message shows before. Submit it empty or with a wrong date: the error shows and focus moves to the input. Submit a real date to see the success line."
          code={exampleSource(PATH, 'in-a-form')}
        >
          <InAForm />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <Copy>
          <p>
            The input’s own words, its placeholder and the messages quoted below, are the defaults of{' '}
            <code>messages</code> (<code>defaultDateInputMessages</code>): give any of them to change them.
          </p>
        </Copy>
        <PropsTable component="DateInput" rows={dateInputProps} />
        <PropsTable component="DateInput" caption="Messages of DateInput" rows={dateInputMessages} />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              It is a native text input named by its label, with <code>inputmode=&quot;numeric&quot;</code>{' '}
              (phones show the number keys), a 10-character limit and the placeholder dd/mm/yyyy. Say the
              format in the help text too, as the placeholder goes once typing starts.
            </li>
            <li>
              The visitor types digits only; the slashes are added for them. Backspace just after a slash
              removes the slash and the digit before it. Editing in the middle keeps the caret where they are
              typing, and arrow keys, Home, End and selection work as in any text box.
            </li>
            <li>
              A character that is not a digit is left out and the message “Use numbers only: the date is typed
              as dd/mm/yyyy.” shows at once, without waiting for validation, so the visitor knows why nothing
              appeared. Digits past a full date are refused the same way, with their own message.
            </li>
            <li>
              A date pasted in place of the whole text, such as 25-12-1990, 25.12.1990 or 1990-12-25, is
              turned into 25/12/1990. Paste is never blocked.
            </li>
            <li>
              Once validated it checks the date: “Enter a date.” when required and empty, a message with an
              example for an incomplete date, “31/02/2024 is not a real date. Check the day and the month.”,
              and “Enter a date on or after …” or “on or before …” outside min and max.
            </li>
            <li>
              The help and the message are tied to it with <code>aria-describedby</code>; an error also sets{' '}
              <code>aria-invalid</code>. Messages appear in a polite live region, starting with “Error:” or
              “Information:” for screen readers, beside an icon.
            </li>
            <li>
              On iOS and Android the phone’s own date input replaces it once the page has loaded, with the
              same label, help and messages; its yyyy-mm-dd value is turned into dd/mm/yyyy and back.
            </li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
