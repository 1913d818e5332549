'use client';
// The progress stepper page's journey example: the page owns the stepper's state with useProgressStepper and
// moves it with its own Previous and Next buttons, as a quote journey would.
import { Button, Text } from '@ds/ui';
import { ProgressStepper, useProgressStepper } from '@ds/ui/progress-stepper';
import type { ProgressStep } from '@ds/ui/progress-stepper';
import styles from './journey.module.css';

const steps: ProgressStep[] = [
  { title: 'Your cover', component: <Text>Choose hospital cover, extras cover or both.</Text> },
  { title: 'About you', component: <Text>Tell us who the cover is for and where you live.</Text> },
  { title: 'Your price', component: <Text>See your price and choose how often to pay.</Text> },
  { title: 'Pay and join', component: <Text>Pay the first premium and your cover starts today.</Text> },
];

export default function QuoteJourney() {
  const stepper = useProgressStepper({ steps });
  return (
    <div className={styles.journey}>
      <ProgressStepper stepper={stepper} label="Quote progress" />
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled, so focus stays on a button that has just run out of steps
            (the stepper ignores a move past either end). */}
        <Button variant="secondary" onClick={stepper.previous} aria-disabled={!stepper.canGoPrevious}>
          Previous
        </Button>
        <Button onClick={stepper.next} aria-disabled={!stepper.canGoNext}>
          Next
        </Button>
      </div>
    </div>
  );
}
