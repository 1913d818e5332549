// The Member quick actions page’s Quick actions example.
import { memberQuickActions } from '../actions';
import { QuickActions } from '../QuickActions';

export default function MemberQuickActions() {
  return <QuickActions label="Quick actions" actions={memberQuickActions} />;
}
