import { PagePlaceholder } from '@/components/page-placeholder';

export function AchievementsRoute() {
  return <PagePlaceholder title="Achievements" />;
}
