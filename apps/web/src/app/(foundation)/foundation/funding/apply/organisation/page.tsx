// Step 2 of the funding application: the organisation and its contact person.
import { ApplyPage, applyMetadata } from '@/foundation-apply/ApplyPage';
import { OrganisationStep } from '@/foundation-apply/steps/OrganisationStep';

export const metadata = applyMetadata('organisation');

export default function Page() {
  return (
    <ApplyPage step="organisation">
      <OrganisationStep />
    </ApplyPage>
  );
}
