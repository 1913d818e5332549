// The progress stepper page's Disabled step example.
import { Text } from '@ds/ui';
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function CoverProgress() {
  return (
    <ProgressStepper
      label="Cover progress"
      startIndex={1}
      steps={[
        {
          title: 'Cover type',
          isAccessed: true,
          isComplete: true,
          component: <Text>Hospital only, extras only, or both.</Text>,
        },
        { title: 'Hospital', component: <Text>Choose a hospital tier.</Text> },
        {
          title: 'Extras',
          isAccessed: true,
          isDisabled: true,
          component: <Text>Not part of hospital-only cover.</Text>,
        },
        { title: 'Review', component: <Text>Check your choices.</Text> },
      ]}
    />
  );
}
