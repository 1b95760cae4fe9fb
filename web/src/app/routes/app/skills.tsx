import { PagePlaceholder } from '@/components/page-placeholder';

export function SkillsRoute() {
  return <PagePlaceholder title="My Skills" />;
}
