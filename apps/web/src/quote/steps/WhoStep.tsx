'use client';
// Step 1, who is covered: the kind of cover (and how many children), where the visitor lives (an address, or just
// the state for those who would rather not give one), and each adult's date of birth.
import { Button, Stack } from '@ds/ui';
import { useState } from 'react';
import { AddressLookup } from '@ds/ui/address-lookup';
import { DateInput } from '@ds/ui/date-input';
import { RadioGroup } from '@ds/ui/radio-group';
import { Select } from '@ds/ui/select';
import { COVER_FOR, DEPENDANTS_PHRASE, STATES, STATE_LABELS } from '@ds/product/constants';
import type { CoverFor, State } from '@ds/product/constants';
import { adultCount, hasChildren } from '../journey';
import { stepProblems, withManualAddress } from '../journey-rules';
import { readAnswers, updateAdult, updateAnswers } from '../journey-store';
import { useQuote } from '../QuoteContext';
import { StepForm } from '../StepForm';
import styles from '../QuoteJourney.module.css';

const COVER_OPTIONS: Record<CoverFor, { label: string; subtitle: string }> = {
  single: { label: 'Just me', subtitle: 'Single cover' },
  couple: { label: 'Me and my partner', subtitle: 'Couple cover' },
  family: { label: 'Me, my partner and our children', subtitle: 'Family cover' },
  'single-parent': { label: 'Me and my children', subtitle: 'Single parent cover' },
};

/**
 * A new kind of cover; an income tier chosen against singles' thresholds is asked again for families' (and back).
 * Worked out from the answers now, not a render's: a choice made before the page came alive comes from the
 * hydrating render, whose answers are still the empty ones.
 */
function chooseCover(cover: CoverFor) {
  const before = readAnswers().cover;
  const thresholdsChange = before !== '' && (before === 'single') !== (cover === 'single');
  updateAnswers(thresholdsChange ? { cover, income: '' } : { cover });
}

export function WhoStep() {
  const { answers, today } = useQuote();
  const [manualAddress, setManualAddress] = useState(false);
  const [checkingAddress, setCheckingAddress] = useState(false);
  const problems = stepProblems('welcome', answers, today);
  return (
    <StepForm
      step="welcome"
      problems={manualAddress ? withManualAddress(problems) : problems}
      pending={checkingAddress}
    >
      {(field) => (
        <Stack gap={6}>
          <RadioGroup
            {...field('cover')}
            label="Who would you like to cover?"
            options={COVER_FOR.map((value) => ({ value, ...COVER_OPTIONS[value] }))}
            value={answers.cover || null}
            onChange={(cover) => chooseCover(cover as CoverFor)}
          />
          {hasChildren(answers) ? (
            <Select
              {...field('children')}
              label="How many children will the cover include?"
              help={`The policy can cover ${DEPENDANTS_PHRASE}.`}
              options={Array.from({ length: 9 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
              value={answers.children}
              onChange={(children) => updateAnswers({ children })}
            />
          ) : null}
          {answers.locationBy === 'address' ? (
            <div className={styles.location}>
              <AddressLookup
                // Text typed over a chosen address is not an address: the price must not come from the old one.
                mode="autocomplete"
                {...field('address')}
                label="Your home address"
                help="Prices depend on your state. Start typing and choose your address from the list."
                value={answers.address}
                onChange={(address) => updateAnswers({ address })}
                onManualEntryChange={setManualAddress}
                onCheckingChange={setCheckingAddress}
              />
              <Button variant="tertiary" size="sm" onClick={() => updateAnswers({ locationBy: 'state' })}>
                I’d rather just choose my state
              </Button>
            </div>
          ) : (
            <div className={styles.location}>
              <Select
                {...field('state')}
                label="Your state or territory"
                help="Prices depend on your state."
                options={STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
                value={answers.state}
                onChange={(state) => updateAnswers({ state: state as State })}
              />
              <Button variant="tertiary" size="sm" onClick={() => updateAnswers({ locationBy: 'address' })}>
                Give my address instead
              </Button>
            </div>
          )}
          {Array.from({ length: adultCount(answers) }, (_, index) => (
            <DateInput
              key={index}
              {...field(`date-of-birth-${index}`)}
              label={index === 0 ? 'Your date of birth' : 'Your partner’s date of birth'}
              help="For example, 27/03/1990. Age sets the rebate and any Lifetime Health Cover loading."
              value={answers.adults[index]?.dateOfBirth ?? ''}
              onChange={(dateOfBirth) => updateAdult(index, { dateOfBirth })}
            />
          ))}
        </Stack>
      )}
    </StepForm>
  );
}
