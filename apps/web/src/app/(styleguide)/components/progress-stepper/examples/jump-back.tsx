// The progress stepper page's example of jumping back to an accessed step.
import { Text } from '@ds/ui';
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function ClaimProgress() {
  return (
    <ProgressStepper
      label="Claim progress"
      startIndex={2}
      steps={[
        {
          title: 'Claim details',
          isAccessed: true,
          isComplete: true,
          component: <Text>Who the claim is for and the date of the service.</Text>,
        },
        {
          title: 'Receipts',
          isAccessed: true,
          isComplete: true,
          component: <Text>A photo or scan of each receipt.</Text>,
        },
        { title: 'Bank account', component: <Text>Where we pay the benefit.</Text> },
        { title: 'Review and submit', component: <Text>Check the claim and send it.</Text> },
      ]}
    />
  );
}
