// Step 3 of the funding application: the project.
import { ApplyPage, applyMetadata } from '@/foundation-apply/ApplyPage';
import { ProjectStep } from '@/foundation-apply/steps/ProjectStep';

export const metadata = applyMetadata('project');

export default function Page() {
  return (
    <ApplyPage step="project">
      <ProjectStep />
    </ApplyPage>
  );
}
