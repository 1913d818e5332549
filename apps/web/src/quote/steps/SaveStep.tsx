'use client';
// Step 5, save your quote: what was chosen and its price, then a mobile number or email verified with a one-time
// code (sent by the server's delivery; in demo mode the demo inbox stands in for the message); once verified, the quote is saved and its link shown.
// From the moment a code is sent the contact is read-only, so a code always matches the contact shown; 'Use a
// different contact' starts the check again with an editable field.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button, Heading, Link, Stack, Text } from '@ds/ui';
import { Alert } from '@ds/ui/alert';
import { OneTimeCode } from '@ds/ui/one-time-code';
import type { OtpValidation } from '@ds/ui/one-time-code';
import { TextInput } from '@ds/ui/text-input';
import { COVER_FOR_LABELS, STATE_LABELS } from '@ds/product/constants';
import { quotePrice } from '@ds/product/quote';
import { CODE_LIFETIME_MINUTES } from '@ds/api/otp-rules';
import { DemoInbox } from '@/otp/DemoInbox';
import { readInbox, sendCode, verifyCode } from '@/otp/otp-client';
import type { InboxMessage } from '@/otp/otp-client';
import { codeDeliveryMode, useCodeDelivery } from '@/otp/use-code-delivery';
import { useContactField } from '@/otp/use-contact-field';
import layout from '@/styleguide/demo-with-panel.module.css';
import { stepHref } from '../journey';
import { quoteAnswers } from '../journey-rules';
import { clearAnswers, updateAnswers } from '../journey-store';
import { PriceBreakdown } from '../PriceBreakdown';
import { QuoteServiceError, saveQuote, savedQuoteHref } from '../quote-client';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';

type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; id: string }
  | { status: 'failed'; message: string };

const CONTACT_ID = 'quote-contact';

export function SaveStep({ productNames }: { productNames: Readonly<Record<string, string>> }) {
  const { answers, today, products } = useQuote();
  const quote = quoteAnswers(answers, today);
  const product = products.find((candidate) => candidate.id === answers.productId);
  const [inbox, setInbox] = useState<InboxMessage[]>([]);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  // Whether the quote was saved on this page, its code control showing its success; after a reload it is not shown.
  const [savedHere, setSavedHere] = useState(false);
  const requestId = useRef<string | null>(null);
  const router = useRouter();
  // The contact is locked once a code is on its way to it. Each 'Use a different contact' is a new attempt: it
  // remounts the code control, and what a send of an earlier attempt answers later is ignored.
  const [contactLocked, setContactLocked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const currentAttempt = useRef(0);
  const demo = useCodeDelivery() === 'demo';
  // An empty or wrong contact is said at its field, not under the code's boxes.
  const contactField = useContactField(CONTACT_ID);
  const { check: checkContact, sendFailure } = contactField;

  const send = useCallback(async () => {
    const mine = currentAttempt.current;
    checkContact(answers.contact);
    setContactLocked(true);
    try {
      const sent = await sendCode(answers.contact);
      if (mine !== currentAttempt.current) return;
      requestId.current = sent.requestId;
      if ((await codeDeliveryMode()) !== 'demo') return;
      const { messages } = await readInbox(answers.contact);
      if (mine === currentAttempt.current) setInbox(messages);
    } catch (error) {
      // Nothing sent yet in this attempt: the contact can be corrected. After a failed resend the code already
      // sent still works (the control opens its entry again), so the contact stays locked to match it.
      if (mine === currentAttempt.current && requestId.current === null) setContactLocked(false);
      throw mine === currentAttempt.current ? sendFailure(error) : error;
    }
  }, [answers.contact, checkContact, sendFailure]);

  const changeContact = () => {
    currentAttempt.current += 1;
    requestId.current = null;
    setAttempt(currentAttempt.current);
    setContactLocked(false);
    setInbox([]);
    setSave({ status: 'idle' });
  };
  // Once the field is editable again (after the render that unlocks it), focus goes to it.
  useEffect(() => {
    if (attempt > 0) document.getElementById(CONTACT_ID)?.focus();
  }, [attempt]);

  const validate = useCallback(async (code: string): Promise<OtpValidation> => {
    if (!requestId.current) return false;
    const { valid, result } = await verifyCode(requestId.current, code);
    return result === 'expired' || result === 'exhausted' ? { valid: false, reason: result } : valid;
  }, []);

  // One save per verified code: the service accepts a verification once.
  const savedFor = useRef<string | null>(null);
  const store = useCallback(async () => {
    if (!quote || !product || !requestId.current || savedFor.current === requestId.current) return;
    savedFor.current = requestId.current;
    setSave({ status: 'saving' });
    try {
      const saved = await saveQuote(product.id, quote, requestId.current);
      setSavedHere(true);
      setSave({ status: 'idle' });
      updateAnswers({ savedQuoteId: saved.id });
    } catch (error) {
      setSave({
        status: 'failed',
        // The service's own words when it refused ('Verify your mobile number or email before saving').
        message:
          (error instanceof QuoteServiceError && error.visitorMessage) || 'The quote could not be saved',
      });
    }
  }, [quote, product]);

  const startAgain = () => {
    clearAnswers();
    router.push(stepHref('welcome'));
  };

  if (!quote || !product) {
    return (
      <Alert type="info" title="Choose a cover first">
        <Link href={stepHref('choose-cover')}>Choose your cover</Link> to save its quote.
      </Alert>
    );
  }
  const name = productNames[product.id] ?? product.id;
  // The state may have changed since the cover was chosen.
  if (!product.availableIn.includes(quote.state)) {
    return (
      <Alert type="info" title={`${name} is not sold in ${STATE_LABELS[quote.state]}`}>
        <Link href={stepHref('choose-cover')}>Choose another cover</Link> to save its quote.
      </Alert>
    );
  }
  const price = quotePrice(product, products, quote, today);

  return (
    <StepForm step="save" problems={[]}>
      {() => (
        <Stack gap={6}>
          <Stack gap={3}>
            <Heading level={3} size="md">
              Your quote: {name}
            </Heading>
            <Text>
              {COVER_FOR_LABELS[quote.cover]} cover in {STATE_LABELS[quote.state]}
              {quote.children > 0
                ? `, with ${quote.children} ${quote.children === 1 ? 'child' : 'children'}`
                : ''}
              .
            </Text>
            <PriceBreakdown price={price} caption="How your price is made up" />
            <Link href={stepHref('choose-cover')}>Change your cover</Link>
          </Stack>
          <div className={layout.demo}>
            <Stack gap={5}>
              <Stack gap={2}>
                <TextInput
                  {...contactField.fieldProps}
                  label="Your mobile number or email"
                  help={
                    demo
                      ? 'We send a code to check it is yours, then save your quote. Made-up details work: nothing is really sent.'
                      : 'We send a code to check it is yours, then save your quote.'
                  }
                  value={answers.contact}
                  onChange={(contact) => {
                    contactField.clear();
                    updateAnswers({ contact });
                  }}
                  readOnly={contactLocked}
                  disabled={Boolean(answers.savedQuoteId) || save.status === 'saving'}
                  autoComplete="email"
                />
                {contactLocked && !answers.savedQuoteId && save.status !== 'saving' ? (
                  <div>
                    <Button variant="tertiary" size="sm" onClick={changeContact}>
                      Use a different contact
                    </Button>
                  </div>
                ) : null}
              </Stack>
              {/* A quote saved before this page was opened (a reload) needs no code: only the way to a new one. */}
              {answers.savedQuoteId && !savedHere ? null : (
                <OneTimeCode
                  key={attempt}
                  label="One-time code"
                  formControlType="required"
                  sendOtp={send}
                  validateOtp={validate}
                  onSuccess={store}
                  contactInfo={
                    answers.contact
                      ? `We will send a code to ${answers.contact}.`
                      : 'Enter your mobile number or email first.'
                  }
                  helpTitle="Help with your code"
                  helpContent={
                    <Text>
                      We sent a six-digit code to the number or address above. It works once, for{' '}
                      {CODE_LIFETIME_MINUTES} minutes. If it has not arrived, wait for the countdown to end
                      and choose ‘Resend code’.
                    </Text>
                  }
                />
              )}
              <div aria-live="polite">
                {save.status === 'saving' ? <Text>Saving your quote…</Text> : null}
                {answers.savedQuoteId ? (
                  <Stack gap={4}>
                    <Alert type="success" title="Your quote is saved">
                      Open it again at any time in the next 30 days:{' '}
                      <Link href={savedQuoteHref(answers.savedQuoteId)}>your saved quote</Link>.
                    </Alert>
                    <div>
                      <Button variant="secondary" onClick={startAgain}>
                        Start a new quote
                      </Button>
                    </div>
                  </Stack>
                ) : null}
                {save.status === 'failed' ? (
                  <Alert type="error" title="Your quote was not saved">
                    {save.message}. Your answers are kept: verify your contact again to try once more.
                  </Alert>
                ) : null}
              </div>
            </Stack>
            {demo ? <DemoInbox messages={inbox} /> : null}
          </div>
        </Stack>
      )}
    </StepForm>
  );
}
