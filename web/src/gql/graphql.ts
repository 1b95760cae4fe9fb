/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type EnrollInput = {
  externalProgramId?: string | null | undefined;
  programId: string | number;
  sessionId?: string | null | undefined;
};

export type EnrollmentStatus =
  | 'completed'
  | 'dropped'
  | 'enrolled'
  | 'in_progress';

export type ProgramLevel =
  | 'advanced'
  | 'beginner'
  | 'intermediate';

export type Role =
  | 'admin'
  | 'beneficiary'
  | 'partner';

/** Fields to change; omitted ones stay as they are, an empty text clears its field. */
export type UpdateProfileInput = {
  fullName?: string | null | undefined;
  linkedinUrl?: string | null | undefined;
  location?: string | null | undefined;
  onboardingCompleted?: boolean | null | undefined;
  professionalHeadline?: string | null | undefined;
  yearsOfExperience?: number | null | undefined;
};

export type MyBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBadgesQuery = { myBadges: Array<{ badgeType: string, name: string, description: string | null, badgeCategory: string, earnedDate: string | null }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, fullName: string, roles: Array<Role> } };

export type DeleteCvMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCvMutation = { deleteCv: { id: string, cvFilePath: string | null, profileCompleteness: number } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { id: string, fullName: string | null, professionalHeadline: string | null, linkedinUrl: string | null, location: string | null, yearsOfExperience: number | null, profileCompleteness: number, onboardingCompleted: boolean, cvFilePath: string | null, cvFileName: string | null, cvSizeBytes: number | null, cvUploadedAt: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, fullName: string | null, professionalHeadline: string | null, linkedinUrl: string | null, location: string | null, yearsOfExperience: number | null, profileCompleteness: number, onboardingCompleted: boolean, cvFilePath: string | null, cvFileName: string | null, cvSizeBytes: number | null, cvUploadedAt: string | null } };

export type EnrollMutationVariables = Exact<{
  input: EnrollInput;
}>;


export type EnrollMutation = { enroll: { id: string, programId: string, status: EnrollmentStatus, progressPercentage: number, enrollmentDate: string, startDate: string | null, completionDate: string | null, finalScore: number | null, certificateUrl: string | null, program: { title: string, duration: string, provider: { name: string } }, metadata: { enrollmentUrl: string | null, registrationPending: boolean } } };

export type MyEnrollmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEnrollmentsQuery = { myEnrollments: Array<{ id: string, programId: string, status: EnrollmentStatus, progressPercentage: number, enrollmentDate: string, startDate: string | null, completionDate: string | null, finalScore: number | null, certificateUrl: string | null, program: { title: string, duration: string, provider: { name: string } }, metadata: { enrollmentUrl: string | null, registrationPending: boolean } }> };

export type EnrollmentFieldsFragment = { id: string, programId: string, status: EnrollmentStatus, progressPercentage: number, enrollmentDate: string, startDate: string | null, completionDate: string | null, finalScore: number | null, certificateUrl: string | null, program: { title: string, duration: string, provider: { name: string } }, metadata: { enrollmentUrl: string | null, registrationPending: boolean } };

export type TrainingProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingProgramsQuery = { trainingPrograms: Array<{ id: string, title: string, externalId: string, description: string, duration: string, level: ProgramLevel, deliveryMethod: string, price: number, currency: string, capacity: number | null, targetSkills: Array<string>, prerequisites: Array<string>, certificationOffered: string | null, matchPercentage: number, recommended: boolean, enrolled: boolean, provider: { name: string } }> };

export type SyncMyEnrollmentsMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncMyEnrollmentsMutation = { syncMyEnrollments: { failed: number, enrollments: Array<{ id: string, programId: string, status: EnrollmentStatus, progressPercentage: number, enrollmentDate: string, startDate: string | null, completionDate: string | null, finalScore: number | null, certificateUrl: string | null, program: { title: string, duration: string, provider: { name: string } }, metadata: { enrollmentUrl: string | null, registrationPending: boolean } }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const EnrollmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment EnrollmentFields on Enrollment {
  id
  programId
  status
  progressPercentage
  enrollmentDate
  startDate
  completionDate
  finalScore
  certificateUrl
  program {
    title
    duration
    provider {
      name
    }
  }
  metadata {
    enrollmentUrl
    registrationPending
  }
}
    `, {"fragmentName":"EnrollmentFields"}) as unknown as TypedDocumentString<EnrollmentFieldsFragment, unknown>;
export const MyBadgesDocument = new TypedDocumentString(`
    query MyBadges {
  myBadges {
    badgeType
    name
    description
    badgeCategory
    earnedDate
  }
}
    `) as unknown as TypedDocumentString<MyBadgesQuery, MyBadgesQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    fullName
    roles
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const DeleteCvDocument = new TypedDocumentString(`
    mutation DeleteCv {
  deleteCv {
    id
    cvFilePath
    profileCompleteness
  }
}
    `) as unknown as TypedDocumentString<DeleteCvMutation, DeleteCvMutationVariables>;
export const MyProfileDocument = new TypedDocumentString(`
    query MyProfile {
  myProfile {
    id
    fullName
    professionalHeadline
    linkedinUrl
    location
    yearsOfExperience
    profileCompleteness
    onboardingCompleted
    cvFilePath
    cvFileName
    cvSizeBytes
    cvUploadedAt
  }
}
    `) as unknown as TypedDocumentString<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    id
    fullName
    professionalHeadline
    linkedinUrl
    location
    yearsOfExperience
    profileCompleteness
    onboardingCompleted
    cvFilePath
    cvFileName
    cvSizeBytes
    cvUploadedAt
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const EnrollDocument = new TypedDocumentString(`
    mutation Enroll($input: EnrollInput!) {
  enroll(input: $input) {
    ...EnrollmentFields
  }
}
    fragment EnrollmentFields on Enrollment {
  id
  programId
  status
  progressPercentage
  enrollmentDate
  startDate
  completionDate
  finalScore
  certificateUrl
  program {
    title
    duration
    provider {
      name
    }
  }
  metadata {
    enrollmentUrl
    registrationPending
  }
}`) as unknown as TypedDocumentString<EnrollMutation, EnrollMutationVariables>;
export const MyEnrollmentsDocument = new TypedDocumentString(`
    query MyEnrollments {
  myEnrollments {
    ...EnrollmentFields
  }
}
    fragment EnrollmentFields on Enrollment {
  id
  programId
  status
  progressPercentage
  enrollmentDate
  startDate
  completionDate
  finalScore
  certificateUrl
  program {
    title
    duration
    provider {
      name
    }
  }
  metadata {
    enrollmentUrl
    registrationPending
  }
}`) as unknown as TypedDocumentString<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>;
export const TrainingProgramsDocument = new TypedDocumentString(`
    query TrainingPrograms {
  trainingPrograms {
    id
    title
    externalId
    description
    duration
    level
    deliveryMethod
    price
    currency
    capacity
    targetSkills
    prerequisites
    certificationOffered
    matchPercentage
    recommended
    enrolled
    provider {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<TrainingProgramsQuery, TrainingProgramsQueryVariables>;
export const SyncMyEnrollmentsDocument = new TypedDocumentString(`
    mutation SyncMyEnrollments {
  syncMyEnrollments {
    failed
    enrollments {
      ...EnrollmentFields
    }
  }
}
    fragment EnrollmentFields on Enrollment {
  id
  programId
  status
  progressPercentage
  enrollmentDate
  startDate
  completionDate
  finalScore
  certificateUrl
  program {
    title
    duration
    provider {
      name
    }
  }
  metadata {
    enrollmentUrl
    registrationPending
  }
}`) as unknown as TypedDocumentString<SyncMyEnrollmentsMutation, SyncMyEnrollmentsMutationVariables>;