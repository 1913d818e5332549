'use client';
// The form example: the date is validated when the form is submitted, not before. An invalid date keeps the
// visitor on the field (focus moves to it, and its error is read out); a valid one gets a success line, in a
// status region so screen readers hear it.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Stack, Text } from '@ds/ui';
import { DateInput, dateTextError } from '@ds/ui/date-input';

const limits = { required: true, min: '1900-01-01', max: '2026-12-31' };

export default function InAForm() {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [validated, setValidated] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidated(true);
    if (dateTextError(text, limits) === null) {
      setSaved(text);
    } else {
      setSaved(null);
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    // noValidate: the field's own message explains a problem, rather than the browser's bubble.
    <form noValidate onSubmit={submit}>
      <Stack gap={4} align="start">
        <DateInput
          id={fieldId}
          label="Date of birth"
          help="For example, 25/12/1990."
          formControlType="required"
          min={limits.min}
          max={limits.max}
          validated={validated}
          value={text}
          onChange={(next) => {
            setText(next);
            // A success line is about the date that was sent; an edit makes it out of date.
            setSaved(null);
          }}
          name="dateOfBirth"
        />
        <Button type="submit">Submit</Button>
        <Text role="status">{saved ? `Thanks. We have your date of birth as ${saved}.` : null}</Text>
      </Stack>
    </form>
  );
}
