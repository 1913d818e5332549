'use client';
// The required example: a switch has no check of its own, so the page decides it is invalid while it is off and
// says it has been validated (as after a submit). Turning it on swaps the error for the info message.
import { useState } from 'react';
import { Switch } from '@ds/ui/switch';

export default function RequiredAndValidated() {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Transfer my waiting periods from my old fund"
      formControlType="required"
      validated
      invalid={!on}
      errorMessage="Turn this on so we can ask your old fund for a clearance certificate."
      infoMessage="We will ask your old fund for a clearance certificate."
      checked={on}
      onChange={setOn}
    />
  );
}
