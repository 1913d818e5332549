// The progress stepper page's Steps with icons example.
import { HeartPulseIcon, HomeIcon, ShieldCheckIcon, UserIcon } from '@ds/icons';
import { Icon, Text } from '@ds/ui';
import { ProgressStepper } from '@ds/ui/progress-stepper';

export default function MembershipProgress() {
  return (
    <ProgressStepper
      label="Membership progress"
      startIndex={1}
      steps={[
        {
          title: 'You',
          icon: <Icon icon={UserIcon} size={16} />,
          isAccessed: true,
          isComplete: true,
          component: <Text>Your name and date of birth.</Text>,
        },
        {
          title: 'Your home',
          icon: <Icon icon={HomeIcon} size={16} />,
          component: <Text>Your home address.</Text>,
        },
        {
          title: 'Your health',
          icon: <Icon icon={HeartPulseIcon} size={16} />,
          component: <Text>A few questions about your health.</Text>,
        },
        {
          title: 'Your cover',
          icon: <Icon icon={ShieldCheckIcon} size={16} />,
          component: <Text>The cover you would like.</Text>,
        },
      ]}
    />
  );
}
