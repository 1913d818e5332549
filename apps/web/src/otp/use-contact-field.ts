'use client';
// The field a one-time code's contact is typed in, and what it says when no code can be sent there: an empty or
// plainly wrong contact (checked before sending) or one the server refused. The message is shown at the field,
// focus goes there, and the code control is told the reason is shown elsewhere, so it says nothing under its
// boxes (which were never the problem).
import { useCallback, useEffect, useState } from 'react';
import { OneTimeCodeNotSent } from '@ds/ui/one-time-code';
import { contactProblem } from './contact';
import type { ContactCountry } from './contact';
import { ContactRefusedError } from './otp-client';

export function useContactField(id: string, country: ContactCountry = 'au') {
  // A new object for each refusal, so the same message a second time moves focus to the field again.
  const [refusal, setRefusal] = useState<{ message: string } | null>(null);
  // After the render that shows the message, so the field is announced with it.
  useEffect(() => {
    if (refusal) document.getElementById(id)?.focus();
  }, [refusal, id]);

  const refuse = useCallback((message: string) => {
    setRefusal({ message });
    return new OneTimeCodeNotSent(message);
  }, []);

  /**
   * Throws, for `sendOtp` to reject with, when `contact` cannot be sent to as typed, and says why at the field;
   * otherwise takes an earlier message away.
   */
  const check = useCallback(
    (contact: string) => {
      const problem = contactProblem(contact, country);
      if (problem) throw refuse(problem);
      setRefusal(null);
    },
    [refuse, country],
  );

  /** What `sendOtp` rejects with for a failed send: the server's refusal of the contact goes to the field. */
  const sendFailure = useCallback(
    (error: unknown): unknown => (error instanceof ContactRefusedError ? refuse(error.message) : error),
    [refuse],
  );

  /** Forgets the message (the contact was changed). */
  const clear = useCallback(() => setRefusal(null), []);

  return {
    check,
    sendFailure,
    clear,
    /** For the contact's TextInput. */
    fieldProps: {
      id,
      validated: refusal !== null,
      invalid: refusal !== null,
      errorMessage: refusal?.message,
    },
  };
}
