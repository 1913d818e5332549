// The progress stepper page's Long step titles example.
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function ApplicationProgress() {
  return (
    <ProgressStepper
      label="Application progress"
      steps={[
        { title: 'Your cover and who it is for, including partners and dependants' },
        { title: 'Transfer from another fund, with your membership number and the date you left' },
        { title: 'Lifetime Health Cover loading and the Australian Government Rebate' },
        { title: 'Review and submit' },
      ]}
    />
  );
}
