import type { ProgramCardProgram } from '@/features/training/components/program-card';

/** A catalogue program as the training screens receive it, for specs. */
export const testProgram = (id: string, title: string, more: Partial<ProgramCardProgram> = {}): ProgramCardProgram => ({
  id,
  title,
  externalId: `ext-${id}`,
  description: `About ${title}`,
  duration: '4 weeks',
  level: 'beginner',
  deliveryMethod: 'online',
  price: 100,
  currency: 'USD',
  capacity: 20,
  targetSkills: [],
  prerequisites: [],
  certificationOffered: null,
  matchPercentage: 0,
  recommended: true,
  enrolled: false,
  provider: { name: 'GreenSkills Academy' },
  ...more,
});
