// The progress stepper page's Ungated example.
import { Text } from '@ds/ui';
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function ProfileProgress() {
  return (
    <ProgressStepper
      label="Profile progress"
      gated={false}
      steps={[
        { title: 'Contact details', component: <Text>Your phone number and email address.</Text> },
        { title: 'Communication preferences', component: <Text>How we keep in touch with you.</Text> },
        { title: 'Payment details', component: <Text>How you pay your premiums.</Text> },
      ]}
    />
  );
}
