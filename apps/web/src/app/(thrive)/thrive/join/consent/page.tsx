// Step 4 of the plan management sign-up: the plan manager consent. The name and the privacy policy's page come from
// their one home (the brand data and the thrive site's legal links).
import { brand, getEmbeddedNavData } from '@ds/site/data';
import { SignUpPage, signUpMetadata } from '@/plan-management/SignUpPage';
import { ConsentStep } from '@/plan-management/steps/ConsentStep';

export const metadata = signUpMetadata('consent');

const privacyHref =
  getEmbeddedNavData('thrive').footer.smallFooterConfig?.privacy?.url ?? '/legal/privacy-policy';

export default function Page() {
  return (
    <SignUpPage step="consent">
      <ConsentStep planManager={brand.thrive} privacyHref={privacyHref} />
    </SignUpPage>
  );
}
