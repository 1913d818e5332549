'use client';
// The end of every journey: a mobile number or email verified with a one-time code (sent by the server's delivery;
// in demo mode the demo inbox stands in for the message); once verified, what was answered is saved and its link
// shown. From the moment a code is sent the contact is read-only, so a code always matches the contact shown; 'Use
// a different contact' starts the check again with an editable field. One save per verified code: the service
// accepts a verification once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { OneTimeCode } from '@ds/ui/one-time-code';
import type { OtpValidation } from '@ds/ui/one-time-code';
import { TextInput } from '@ds/ui/text-input';
import { ApiError } from '@ds/api/fetch-json';
import { CODE_LIFETIME_MINUTES } from '@ds/api/otp-rules';
import { DemoInbox } from '@/otp/DemoInbox';
import { readInbox, sendCode, verifyCode } from '@/otp/otp-client';
import type { InboxMessage } from '@/otp/otp-client';
import { codeDeliveryMode, useCodeDelivery } from '@/otp/use-code-delivery';
import { contactProblem, contactToSend } from '@/otp/contact';
import type { ContactCountry } from '@/otp/contact';
import { useContactField } from '@/otp/use-contact-field';
import layout from '@/styleguide/demo-with-panel.module.css';

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string };

export interface VerifiedSaveProps {
  /** What is saved, in the visitor's words: 'quote' or 'application'. */
  noun: 'quote' | 'application';
  /** The contact as typed (kept with the journey's answers, so a reload keeps it). */
  contact: string;
  onContactChange: (contact: string) => void;
  /** The id of what was saved from these answers, or '' (a changed answer forgets it). */
  savedId: string;
  /** Saves with the verified code's request id and answers the saved id. */
  save: (requestId: string) => Promise<string>;
  onSaved: (id: string) => void;
  /** Where the saved quote or application opens. */
  savedHref: (id: string) => string;
  /** Forgets the answers and goes to the first step. */
  onStartAgain: () => void;
  /** The field's id, so a problem list can link to it. */
  contactId?: string;
  /** The site's country: on the New Zealand site a mobile may be written 021 123 4567. */
  country?: ContactCountry;
}

export function VerifiedSave({
  noun,
  contact,
  onContactChange,
  savedId,
  save,
  onSaved,
  savedHref,
  onStartAgain,
  contactId = 'save-contact',
  country = 'au',
}: VerifiedSaveProps) {
  const [inbox, setInbox] = useState<InboxMessage[]>([]);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  // Whether it was saved on this page, its code control showing its success; after a reload it is not shown.
  const [savedHere, setSavedHere] = useState(false);
  const requestId = useRef<string | null>(null);
  // The contact is locked once a code is on its way to it. Each 'Use a different contact' is a new attempt: it
  // remounts the code control, and what a send of an earlier attempt answers later is ignored.
  const [contactLocked, setContactLocked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const currentAttempt = useRef(0);
  const demo = useCodeDelivery() === 'demo';
  // An empty or wrong contact is said at its field, not under the code's boxes.
  const contactField = useContactField(contactId, country);
  const { check: checkContact, sendFailure } = contactField;

  const send = useCallback(async () => {
    const mine = currentAttempt.current;
    checkContact(contact);
    setContactLocked(true);
    try {
      const sent = await sendCode(contactToSend(contact, country));
      if (mine !== currentAttempt.current) return;
      requestId.current = sent.requestId;
      if ((await codeDeliveryMode()) !== 'demo') return;
      const { messages } = await readInbox(contactToSend(contact, country));
      if (mine === currentAttempt.current) setInbox(messages);
    } catch (error) {
      // Nothing sent yet in this attempt: the contact can be corrected. After a failed resend the code already
      // sent still works (the control opens its entry again), so the contact stays locked to match it.
      if (mine === currentAttempt.current && requestId.current === null) setContactLocked(false);
      throw mine === currentAttempt.current ? sendFailure(error) : error;
    }
  }, [contact, country, checkContact, sendFailure]);

  const changeContact = () => {
    currentAttempt.current += 1;
    requestId.current = null;
    setAttempt(currentAttempt.current);
    setContactLocked(false);
    setInbox([]);
    setState({ status: 'idle' });
  };
  // Once the field is editable again (after the render that unlocks it), focus goes to it.
  useEffect(() => {
    if (attempt > 0) document.getElementById(contactId)?.focus();
  }, [attempt, contactId]);

  const validate = useCallback(async (code: string): Promise<OtpValidation> => {
    if (!requestId.current) return false;
    const { valid, result } = await verifyCode(requestId.current, code);
    return result === 'expired' || result === 'exhausted' ? { valid: false, reason: result } : valid;
  }, []);

  const savedFor = useRef<string | null>(null);
  const store = useCallback(async () => {
    if (!requestId.current || savedFor.current === requestId.current) return;
    savedFor.current = requestId.current;
    setState({ status: 'saving' });
    try {
      const id = await save(requestId.current);
      setSavedHere(true);
      setState({ status: 'idle' });
      onSaved(id);
    } catch (error) {
      setState({
        status: 'failed',
        // The service's own words when it refused ('Verify your mobile number or email before saving').
        message: (error instanceof ApiError && error.visitorMessage) || `The ${noun} could not be saved`,
      });
    }
  }, [save, onSaved, noun]);

  return (
    <div className={layout.demo}>
      <Stack gap={5}>
        <Stack gap={2}>
          <TextInput
            {...contactField.fieldProps}
            label="Your mobile number or email"
            help={
              demo
                ? `We send a code to check it is yours, then save your ${noun}. Made-up details work: nothing is really sent.`
                : `We send a code to check it is yours, then save your ${noun}.`
            }
            value={contact}
            onChange={(next) => {
              contactField.clear();
              onContactChange(next);
            }}
            readOnly={contactLocked}
            disabled={Boolean(savedId) || state.status === 'saving'}
            autoComplete="email"
          />
          {contactLocked && !savedId && state.status !== 'saving' ? (
            <div>
              <Button variant="tertiary" size="sm" onClick={changeContact}>
                Use a different contact
              </Button>
            </div>
          ) : null}
        </Stack>
        {/* Saved before this page was opened (a reload): no code is needed, only the way to start again. */}
        {savedId && !savedHere ? null : (
          <OneTimeCode
            key={attempt}
            label="One-time code"
            formControlType="required"
            sendOtp={send}
            validateOtp={validate}
            onSuccess={store}
            // Named only once it is one a code can go to: not 'notanemail', nor 5,000 characters.
            contactInfo={
              contactProblem(contact, country) === null
                ? `We will send a code to ${contact.trim()}.`
                : 'Enter your mobile number or email first.'
            }
            helpTitle="Help with your code"
            helpContent={
              <Text>
                We sent a six-digit code to the number or address above. It works once, for{' '}
                {CODE_LIFETIME_MINUTES} minutes. If it has not arrived, wait for the countdown to end and
                choose ‘Resend code’.
              </Text>
            }
          />
        )}
        <div aria-live="polite">
          {state.status === 'saving' ? <Text>Saving your {noun}…</Text> : null}
          {savedId ? (
            <Stack gap={4}>
              <Alert type="success" title={`Your ${noun} is saved`}>
                Open it again at any time in the next 30 days:{' '}
                <Link href={savedHref(savedId)}>your saved {noun}</Link>.
              </Alert>
              <div>
                <Button variant="secondary" onClick={onStartAgain}>
                  {noun === 'quote' ? 'Start a new quote' : 'Start a new application'}
                </Button>
              </div>
            </Stack>
          ) : null}
          {state.status === 'failed' ? (
            <Alert type="error" title={`Your ${noun} was not saved`}>
              {state.message}. Your answers are kept: verify your contact again to try once more.
            </Alert>
          ) : null}
        </div>
      </Stack>
      {demo ? <DemoInbox messages={inbox} /> : null}
    </div>
  );
}
