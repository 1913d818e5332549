// The One-time code page: a working demo (a code really made, sent to the demo inbox and checked by the site's
// API), the props and the accessibility notes.
import { Link, Text } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import oneTimeCodeProps from '@/styleguide/props/OneTimeCode.json';
import oneTimeCodeMessages from '@/styleguide/props/OneTimeCodeMessages.json';
import SendAndVerify from './examples/send-and-verify';

const PATH = '/components/one-time-code';
export const metadata = docMetadata(PATH);

export default function OneTimeCodePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Send and verify"
          description="Press ‘Send one-time code’: the site makes a code and the message arrives in the demo inbox. Type it or paste it. Any other six digits are a wrong code, five wrong tries use the code up, and the switch makes the next send fail. An empty or wrong contact is said at the contact’s field, which takes focus, and the control says nothing. When the server refuses a send (too many codes, say) its reason is shown under the code: sendCode throws it as a OneTimeCodeError."
          code={exampleSource(PATH, 'send-and-verify')}
        >
          <SendAndVerify />
        </Example>
      </DocSection>
      <DocSection title="The site’s endpoints">
        <Text>
          The demo calls <code>POST /api/otp/send</code> and <code>POST /api/otp/verify</code>. Their bodies,
          replies and errors are described in the site’s API document,{' '}
          <Link href="/api/openapi.json">/api/openapi.json</Link> (OpenAPI 3.1). The server sends each code by
          email or text message; run without a delivery configured, it is in demo mode and the message appears
          in the demo inbox instead.
        </Text>
      </DocSection>
      <DocSection title="Props">
        <PropsTable component="OneTimeCode" rows={oneTimeCodeProps} />
        <PropsTable component="OneTimeCode" caption="Messages of OneTimeCode" rows={oneTimeCodeMessages} />
      </DocSection>
      <DocSection title="Accessibility">
        <ul>
          <li>
            One real input holds the code, named by the label, with{' '}
            <code>autocomplete=&quot;one-time-code&quot;</code> and <code>inputmode=&quot;numeric&quot;</code>
            : a phone offers the code from a text message, paste works anywhere, and a screen reader hears one
            field. From medium screens up it is drawn as a box per digit.
          </li>
          <li>
            Only digits are kept; a letter is refused with ‘Please enter only numbers’, tied to the field.
          </li>
          <li>
            From medium screens up the input draws nothing itself: the box at its caret, the current box, has
            the focus ring (an empty one a bar where the digit goes), and selected digits are marked. Arrows,
            Home and End move between boxes; a digit fills the current box and moves on; Backspace clears the
            current box, or the previous one (moving there) when it is empty; Delete clears the current box.
            No other digit moves. A click on a box puts the caret there. On phones it is one ordinary field.
          </li>
          <li>
            A full code is checked at once. A wrong one marks every digit, says ‘Code does not match’ and puts
            focus back at the start with the digits selected, so typing replaces them. An expired or used-up
            code says so and asks for a new one. Each error is tied to the field and said once.
          </li>
          <li>
            ‘Code sent’ is marked unavailable and does nothing when pressed. While a resend covers the entry,
            focus stays on the send button, then returns to the field.
          </li>
          <li>
            Success is shown as ‘Successfully validated’ and said as ‘OTP matched successfully’; focus moves
            to the success message, as the field is then disabled.
          </li>
          <li>The help is a dialog: focus moves in, Escape closes it, and focus returns to its button.</li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
