// The progress stepper page's example of steps with their own pages.
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function JoinProgress() {
  return (
    <ProgressStepper
      label="Join progress"
      startIndex={2}
      steps={[
        { title: 'Choose your cover', href: '/health-insurance', isAccessed: true, isComplete: true },
        { title: 'Get a quote', href: '/health-insurance/join/welcome', isAccessed: true, isComplete: true },
        { title: 'Your details', href: '/health-insurance/join/details' },
        { title: 'Payment', href: '/health-insurance/join/payment' },
        { title: 'Confirmation', href: '/health-insurance/join/confirmation' },
      ]}
    />
  );
}
