'use client';
// Step 1, about the participant: their name, date of birth, NDIS number (typed as it is printed, spaces and all)
// and home address (the library's address lookup, or entered by hand).
import { useState } from 'react';
import { Stack, Text } from '@ds/ui';
import { AddressLookup } from '@ds/ui/address-lookup';
import { DateInput } from '@ds/ui/date-input';
import { TextInput } from '@ds/ui/text-input';
import { NDIS_NUMBER } from '@ds/product/plan-management';
import { stepProblems, withManualAddress } from '../journey-rules';
import { updateSignUp, useSignUpAnswers, useToday } from '../journey-store';
import { SignUpStepForm } from '../SignUpStepForm';

export function ParticipantStep() {
  const answers = useSignUpAnswers();
  const today = useToday();
  const [manualAddress, setManualAddress] = useState(false);
  const [checkingAddress, setCheckingAddress] = useState(false);
  const problems = stepProblems('participant', answers, today);
  return (
    <SignUpStepForm
      step="participant"
      problems={manualAddress ? withManualAddress(problems) : problems}
      pending={checkingAddress}
    >
      {(field) => (
        <Stack gap={6}>
          <Text>
            The participant’s NDIS plan needs to include plan management: if it does not, ask the NDIA to
            change the plan first. Have the plan and the participant’s NDIS number ready.
          </Text>
          <TextInput
            {...field('first-name')}
            label="Participant’s first name"
            value={answers.firstName}
            onChange={(firstName) => updateSignUp({ firstName })}
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            {...field('last-name')}
            label="Participant’s last name"
            value={answers.lastName}
            onChange={(lastName) => updateSignUp({ lastName })}
            autoComplete="off"
            spellCheck={false}
          />
          <DateInput
            {...field('date-of-birth')}
            label="Participant’s date of birth"
            help="For example, 27/03/1990."
            value={answers.dateOfBirth}
            onChange={(dateOfBirth) => updateSignUp({ dateOfBirth })}
          />
          <TextInput
            {...field('ndis-number')}
            label="NDIS number"
            help={`${NDIS_NUMBER.digits} digits starting with ${NDIS_NUMBER.prefix}, such as ${NDIS_NUMBER.example}. It is on letters from the NDIA and in the my NDIS app.`}
            value={answers.ndisNumber}
            onChange={(ndisNumber) => updateSignUp({ ndisNumber })}
            inputMode="numeric"
            autoComplete="off"
            widthChars={14}
          />
          <AddressLookup
            mode="autocomplete"
            {...field('address')}
            label="Participant’s home address"
            help="Start typing the street address and choose it from the list. We post the welcome pack here."
            value={answers.address}
            onChange={(address) => updateSignUp({ address })}
            onManualEntryChange={setManualAddress}
            onCheckingChange={setCheckingAddress}
          />
        </Stack>
      )}
    </SignUpStepForm>
  );
}
