// The progress stepper page's Collapsed form example.
import { Text } from '@ds/ui';
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function TravelQuoteProgress() {
  return (
    <ProgressStepper
      label="Travel quote progress"
      collapsed="always"
      startIndex={1}
      steps={[
        {
          title: 'Trip details',
          isAccessed: true,
          isComplete: true,
          component: <Text>Where you are going and when.</Text>,
        },
        { title: 'Travellers', component: <Text>Who is going.</Text> },
        { title: 'Choose a plan', component: <Text>Compare the plans.</Text> },
        { title: 'Pay', component: <Text>Pay and get your policy by email.</Text> },
      ]}
    />
  );
}
