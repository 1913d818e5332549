// /foundation/funding/apply/saved?id=...: a sent funding application, opened from the link given when it was sent.
import { email } from '@ds/site/data';
import { noIndex } from '@/chrome/no-index';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { SavedApplicationView } from '@/foundation-apply/SavedApplicationView';

export const metadata = {
  title: 'Your funding application',
  description: 'A funding application you sent: its reference, what happens next and what you told us.',
  // One organisation's application, opened from its link: nothing for search engines or the site search.
  ...noIndex,
};

export default function SavedApplicationPage() {
  return (
    <JourneyPageLayout title="Your funding application" saved>
      <SavedApplicationView email={email.foundation} />
    </JourneyPageLayout>
  );
}
