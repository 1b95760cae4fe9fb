import type { ResponseOf } from '@ecp/contracts';

/** The training contract's shapes, named for this service's code. */
export type Enrollment = ResponseOf<'training.enroll'>;
export type TrainingProgram = ResponseOf<'training.list-programs'>['programs'][number];
export type ModuleProgress = ResponseOf<'training.list-modules'>['modules'][number];
