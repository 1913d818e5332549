// /thrive/join/saved?id=...: a sent plan management sign-up, opened from the link given when it was sent.
import { brand, phone } from '@ds/site/data';
import { noIndex } from '@/chrome/no-index';
import { JourneyPageLayout } from '@/journeys/JourneyPageLayout';
import { SavedSignUpView } from '@/plan-management/SavedSignUpView';

export const metadata = {
  title: 'Your plan management application',
  description: 'A plan management sign-up you sent: its reference, what happens next and what you told us.',
  // One visitor's application, opened from its link: nothing for search engines or the site search.
  ...noIndex,
};

export default function SavedSignUpPage() {
  return (
    <JourneyPageLayout title="Your plan management application" saved>
      <SavedSignUpView planManager={brand.thrive} phoneNumber={phone.thrive} />
    </JourneyPageLayout>
  );
}
