import { PagePlaceholder } from '@/components/page-placeholder';
import { MyTraining } from '@/features/training/components/my-training';

export function TrainingRoute() {
  return (
    <div className="space-y-6">
      <PagePlaceholder title="My Training" />
      <MyTraining />
    </div>
  );
}
