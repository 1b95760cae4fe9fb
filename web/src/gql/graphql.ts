/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddSkillInput = {
  skillName: string;
  /** manual (the default); assessment for the assessment panel, refused before a CV analysis of the user exists */
  source?: SkillSource | null | undefined;
};

/** Spec §4: processing at creation, then completed (or failed with a reason). */
export type AssessmentStatus =
  | 'completed'
  | 'failed'
  | 'processing';

export type BeneficiaryType =
  | 'executive'
  | 'grad'
  | 'professional'
  | 'school'
  | 'undergrad';

/** Upload started/completed/failed (the gateway, the profile service), analysis started/completed/failed (the assessment service, which completes it); SKILLS_IMPORTED follows a completed analysis once the skills service holds its skills. */
export type CvFlowState =
  | 'ANALYSIS_COMPLETED'
  | 'ANALYSIS_FAILED'
  | 'ANALYSIS_STARTED'
  | 'SKILLS_IMPORTED'
  | 'UPLOAD_COMPLETED'
  | 'UPLOAD_FAILED'
  | 'UPLOAD_STARTED';

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

export type ProgressEventKind =
  | 'ACTIVITY_LOGGED'
  | 'BADGE_AWARDED';

export type RegisterPartnerWebhookInput = {
  eventTypes: Array<string>;
  name: string;
  personalData?: boolean;
  url: string;
};

export type ResetPasswordInput = {
  password: string;
  /** The token from the emailed link */
  token: string;
};

export type Role =
  | 'admin'
  | 'beneficiary'
  | 'partner';

export type RoleRequestStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type SignInInput = {
  email: string;
  password: string;
};

export type SignUpInput = {
  beneficiaryType?: BeneficiaryType | null | undefined;
  email: string;
  fullName: string;
  password: string;
  role: Role;
};

export type SkillSource =
  | 'assessment'
  | 'manual';

/** Fields to change; omitted ones stay as they are, an empty text clears its field. */
export type UpdateProfileInput = {
  fullName?: string | null | undefined;
  linkedinUrl?: string | null | undefined;
  location?: string | null | undefined;
  onboardingCompleted?: boolean | null | undefined;
  professionalHeadline?: string | null | undefined;
  yearsOfExperience?: number | null | undefined;
};

export type VerifyMfaInput = {
  /** A 6-digit authenticator code or a recovery code */
  code: string;
  mfaToken: string;
};

export type MyBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBadgesQuery = { myBadges: Array<{ badgeType: string, name: string, description: string | null, badgeCategory: string, earnedDate: string | null }> };

export type ProgressEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ProgressEventsSubscription = { progressEvents: { kind: ProgressEventKind, badgeType: string | null, badgeName: string | null, badgeDescription: string | null, activityType: string | null, description: string | null, occurredAt: string } };

export type ClearSignInLocksMutationVariables = Exact<{
  email: string;
}>;


export type ClearSignInLocksMutation = { clearSignInLocks: number };

export type RemoveSecondFactorMutationVariables = Exact<{
  email: string;
}>;


export type RemoveSecondFactorMutation = { removeSecondFactor: boolean };

export type ApproveRoleRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveRoleRequestMutation = { approveRoleRequest: { id: string, status: RoleRequestStatus } };

export type RejectRoleRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectRoleRequestMutation = { rejectRoleRequest: { id: string, status: RoleRequestStatus } };

export type DeletePartnerWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePartnerWebhookMutation = { deletePartnerWebhook: boolean };

export type PartnerWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerWebhooksQuery = { partnerWebhooks: Array<{ id: string, name: string, url: string, eventTypes: Array<string>, personalData: boolean, createdAt: string, secretRotatedAt: string | null, pendingDeliveries: number, failedDeliveries: number, lastDelivery: { eventType: string, status: string, attempts: number, statusCode: number | null, error: string | null, attemptedAt: string | null } | null }>, partnerEventTypes: Array<{ subject: string, personalData: Array<string> }> };

export type RoleRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleRequestsQuery = { roleRequests: Array<{ id: string, userId: string, email: string, emailConfirmed: boolean, fullName: string, role: Role, status: RoleRequestStatus, createdAt: string }> };

export type RegisterPartnerWebhookMutationVariables = Exact<{
  input: RegisterPartnerWebhookInput;
}>;


export type RegisterPartnerWebhookMutation = { registerPartnerWebhook: { secret: string, webhook: { id: string, name: string } } };

export type RotatePartnerWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotatePartnerWebhookSecretMutation = { rotatePartnerWebhookSecret: { secret: string, webhook: { id: string, name: string } } };

export type CvFlowStepFragment = { state: CvFlowState, uploadId: string | null, assessmentId: string | null, fileName: string | null, message: string | null, occurredAt: string };

export type CvFlowSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CvFlowSubscription = { cvFlow: { state: CvFlowState, uploadId: string | null, assessmentId: string | null, fileName: string | null, message: string | null, occurredAt: string } };

export type CvUploadAnalysisQueryVariables = Exact<{
  uploadId: string | number;
}>;


export type CvUploadAnalysisQuery = { cvUploadAnalysis: { state: CvFlowState, uploadId: string | null, assessmentId: string | null, fileName: string | null, message: string | null, occurredAt: string } | null };

export type ExtractLinkedinSkillsMutationVariables = Exact<{ [key: string]: never; }>;


export type ExtractLinkedinSkillsMutation = { extractLinkedinSkills: { id: string, skillsExtracted: Array<string> } };

export type AssessmentHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type AssessmentHistoryQuery = { assessmentHistory: Array<{ previousAssessmentId: string | null, scoreChange: number | null, addedSkills: Array<string>, removedSkills: Array<string>, assessment: { id: string, assessmentType: string, status: AssessmentStatus, marketAlignmentScore: number, createdAt: string, completedAt: string | null, input: { fileName: string | null } } }> };

export type AssessmentFieldsFragment = { id: string, assessmentType: string, status: AssessmentStatus, skillsExtracted: Array<string>, currentPosition: string | null, yearsOfExperience: number | null, keyStrengths: Array<string>, marketAlignmentScore: number, recommendedSkills: Array<string>, createdAt: string, completedAt: string | null, skills: Array<{ name: string, proficiency: string, evidence: string, demand: number | null, demandSource: string | null, demandYear: number | null }>, industryTrends: Array<{ title: string, detail: string, source: string, year: number }>, skillGaps: { totalGaps: number, missingSkills: Array<string> }, marketSkills: Array<{ skill: string, demand: number, source: string, year: number }>, futureJobMatches: Array<{ title: string, careerPathId: string | null, estimatedSalary: number, salarySource: string, salaryYear: number, matchScore: number, growthRate: string, growthPercent: number, growthSource: string, growthPeriod: string, requiredSkills: Array<string>, missingSkills: Array<string> }>, dataSources: Array<{ provider: string, source: string, year: number }>, input: { origin: string, fileName: string | null, textLength: number, analyzers: Array<string>, note: string | null } };

export type LatestAssessmentQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestAssessmentQuery = { latestAssessment: { id: string, assessmentType: string, status: AssessmentStatus, skillsExtracted: Array<string>, currentPosition: string | null, yearsOfExperience: number | null, keyStrengths: Array<string>, marketAlignmentScore: number, recommendedSkills: Array<string>, createdAt: string, completedAt: string | null, skills: Array<{ name: string, proficiency: string, evidence: string, demand: number | null, demandSource: string | null, demandYear: number | null }>, industryTrends: Array<{ title: string, detail: string, source: string, year: number }>, skillGaps: { totalGaps: number, missingSkills: Array<string> }, marketSkills: Array<{ skill: string, demand: number, source: string, year: number }>, futureJobMatches: Array<{ title: string, careerPathId: string | null, estimatedSalary: number, salarySource: string, salaryYear: number, matchScore: number, growthRate: string, growthPercent: number, growthSource: string, growthPeriod: string, requiredSkills: Array<string>, missingSkills: Array<string> }>, dataSources: Array<{ provider: string, source: string, year: number }>, input: { origin: string, fileName: string | null, textLength: number, analyzers: Array<string>, note: string | null } } | null };

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, fullName: string, roles: Array<Role>, pendingRole: Role | null } };

export type OnboardingStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingStatusQuery = { myProfile: { id: string, onboardingCompleted: boolean } };

export type HasRoleQueryVariables = Exact<{
  role: Role;
}>;


export type HasRoleQuery = { hasRole: boolean };

export type SignInOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInOptionsQuery = { signInOptions: { linkedin: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { accessToken: string | null, accessTokenExpiresAt: string | null, mfaRequired: boolean, mfaToken: string | null, user: { id: string } | null } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { accessToken: string | null, accessTokenExpiresAt: string | null, mfaRequired: boolean, mfaToken: string | null, user: { id: string, email: string, fullName: string, roles: Array<Role> } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { accessToken: string | null, accessTokenExpiresAt: string | null, pendingRole: Role | null, confirmationRequired: boolean, user: { id: string, email: string, fullName: string, roles: Array<Role> } | null } };

export type VerifyMfaMutationVariables = Exact<{
  input: VerifyMfaInput;
}>;


export type VerifyMfaMutation = { verifyMfa: { accessToken: string | null, accessTokenExpiresAt: string | null, user: { id: string } | null } };

export type CareerPathsQueryVariables = Exact<{ [key: string]: never; }>;


export type CareerPathsQuery = { careerPaths: Array<{ id: string, title: string, description: string, sector: string, requiredSkills: Array<string>, averageSalary: number | null, salaryBasis: string | null, salarySource: string | null, salaryYear: number | null, growthOutlook: string | null, growthSource: string | null, matchPercentage: number, heldSkills: Array<string>, interested: boolean }> };

export type ToggleCareerInterestMutationVariables = Exact<{
  careerPathId: string | number;
  interested: boolean;
}>;


export type ToggleCareerInterestMutation = { toggleCareerInterest: { careerPathId: string, interested: boolean, interestCount: number } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { stats: { activeEnrollments: number, completedCourses: number, totalSkills: number, careerInterests: number, certificatesEarned: number, profileCompleteness: number }, continueLearning: Array<{ id: string, status: EnrollmentStatus, progressPercentage: number, program: { title: string, provider: { name: string } } }>, recentActivities: Array<{ id: string, activityType: string, description: string, createdAt: string }> } };

export type CompleteOnboardingMutationVariables = Exact<{ [key: string]: never; }>;


export type CompleteOnboardingMutation = { updateProfile: { id: string, onboardingCompleted: boolean } };

export type DeleteAccountMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { url: string, expiresAt: string } };

export type DeleteCvMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteCvMutation = { deleteCv: { id: string, cvFilePath: string | null, profileCompleteness: number } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { id: string, fullName: string | null, professionalHeadline: string | null, linkedinUrl: string | null, location: string | null, yearsOfExperience: number | null, profileCompleteness: number, onboardingCompleted: boolean, cvFilePath: string | null, cvFileName: string | null, cvSizeBytes: number | null, cvUploadedAt: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, fullName: string | null, professionalHeadline: string | null, linkedinUrl: string | null, location: string | null, yearsOfExperience: number | null, profileCompleteness: number, onboardingCompleted: boolean, cvFilePath: string | null, cvFileName: string | null, cvSizeBytes: number | null, cvUploadedAt: string | null } };

export type ActivateTotpMutationVariables = Exact<{
  code: string;
  currentPassword?: string | null | undefined;
}>;


export type ActivateTotpMutation = { activateTotp: Array<string> };

export type DisableTotpMutationVariables = Exact<{
  code: string;
}>;


export type DisableTotpMutation = { disableTotp: boolean };

export type EnrollTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type EnrollTotpMutation = { enrollTotp: { secret: string, otpauthUrl: string } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { me: { id: string, email: string, emailConfirmed: boolean | null, mfaEnabled: boolean } };

export type RequestEmailProofMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestEmailProofMutation = { requestEmailProof: boolean };

export type AddSkillMutationVariables = Exact<{
  input: AddSkillInput;
}>;


export type AddSkillMutation = { addSkill: { id: string, skillName: string } };

export type DeleteSkillMutationVariables = Exact<{
  skillId: string | number;
}>;


export type DeleteSkillMutation = { deleteSkill: { id: string } };

export type MySkillsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySkillsQuery = { mySkills: Array<{ id: string, skillName: string, proficiencyLevel: string, source: SkillSource, createdAt: string }> };

export type SkillSuggestionsQueryVariables = Exact<{
  query: string;
}>;


export type SkillSuggestionsQuery = { skillSuggestions: Array<{ name: string, origin: string, matchedLabel: string | null, hot: boolean }> };

export type SkillMatchesQueryVariables = Exact<{
  text: string;
}>;


export type SkillMatchesQuery = { skillMatches: Array<{ name: string, escoUri: string, confidence: number }> };

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
export const CvFlowStepFragmentDoc = new TypedDocumentString(`
    fragment CvFlowStep on CvFlowEvent {
  state
  uploadId
  assessmentId
  fileName
  message
  occurredAt
}
    `, {"fragmentName":"CvFlowStep"}) as unknown as TypedDocumentString<CvFlowStepFragment, unknown>;
export const AssessmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssessmentFields on Assessment {
  id
  assessmentType
  status
  skillsExtracted
  skills {
    name
    proficiency
    evidence
    demand
    demandSource
    demandYear
  }
  currentPosition
  yearsOfExperience
  keyStrengths
  marketAlignmentScore
  industryTrends {
    title
    detail
    source
    year
  }
  skillGaps {
    totalGaps
    missingSkills
  }
  recommendedSkills
  marketSkills {
    skill
    demand
    source
    year
  }
  futureJobMatches {
    title
    careerPathId
    estimatedSalary
    salarySource
    salaryYear
    matchScore
    growthRate
    growthPercent
    growthSource
    growthPeriod
    requiredSkills
    missingSkills
  }
  dataSources {
    provider
    source
    year
  }
  input {
    origin
    fileName
    textLength
    analyzers
    note
  }
  createdAt
  completedAt
}
    `, {"fragmentName":"AssessmentFields"}) as unknown as TypedDocumentString<AssessmentFieldsFragment, unknown>;
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
export const ProgressEventsDocument = new TypedDocumentString(`
    subscription ProgressEvents {
  progressEvents {
    kind
    badgeType
    badgeName
    badgeDescription
    activityType
    description
    occurredAt
  }
}
    `) as unknown as TypedDocumentString<ProgressEventsSubscription, ProgressEventsSubscriptionVariables>;
export const ClearSignInLocksDocument = new TypedDocumentString(`
    mutation ClearSignInLocks($email: String!) {
  clearSignInLocks(email: $email)
}
    `) as unknown as TypedDocumentString<ClearSignInLocksMutation, ClearSignInLocksMutationVariables>;
export const RemoveSecondFactorDocument = new TypedDocumentString(`
    mutation RemoveSecondFactor($email: String!) {
  removeSecondFactor(email: $email)
}
    `) as unknown as TypedDocumentString<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>;
export const ApproveRoleRequestDocument = new TypedDocumentString(`
    mutation ApproveRoleRequest($id: ID!) {
  approveRoleRequest(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveRoleRequestMutation, ApproveRoleRequestMutationVariables>;
export const RejectRoleRequestDocument = new TypedDocumentString(`
    mutation RejectRoleRequest($id: ID!) {
  rejectRoleRequest(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RejectRoleRequestMutation, RejectRoleRequestMutationVariables>;
export const DeletePartnerWebhookDocument = new TypedDocumentString(`
    mutation DeletePartnerWebhook($id: ID!) {
  deletePartnerWebhook(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePartnerWebhookMutation, DeletePartnerWebhookMutationVariables>;
export const PartnerWebhooksDocument = new TypedDocumentString(`
    query PartnerWebhooks {
  partnerWebhooks {
    id
    name
    url
    eventTypes
    personalData
    createdAt
    secretRotatedAt
    pendingDeliveries
    failedDeliveries
    lastDelivery {
      eventType
      status
      attempts
      statusCode
      error
      attemptedAt
    }
  }
  partnerEventTypes {
    subject
    personalData
  }
}
    `) as unknown as TypedDocumentString<PartnerWebhooksQuery, PartnerWebhooksQueryVariables>;
export const RoleRequestsDocument = new TypedDocumentString(`
    query RoleRequests {
  roleRequests(status: pending) {
    id
    userId
    email
    emailConfirmed
    fullName
    role
    status
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RoleRequestsQuery, RoleRequestsQueryVariables>;
export const RegisterPartnerWebhookDocument = new TypedDocumentString(`
    mutation RegisterPartnerWebhook($input: RegisterPartnerWebhookInput!) {
  registerPartnerWebhook(input: $input) {
    secret
    webhook {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterPartnerWebhookMutation, RegisterPartnerWebhookMutationVariables>;
export const RotatePartnerWebhookSecretDocument = new TypedDocumentString(`
    mutation RotatePartnerWebhookSecret($id: ID!) {
  rotatePartnerWebhookSecret(id: $id) {
    secret
    webhook {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RotatePartnerWebhookSecretMutation, RotatePartnerWebhookSecretMutationVariables>;
export const CvFlowDocument = new TypedDocumentString(`
    subscription CvFlow {
  cvFlow {
    ...CvFlowStep
  }
}
    fragment CvFlowStep on CvFlowEvent {
  state
  uploadId
  assessmentId
  fileName
  message
  occurredAt
}`) as unknown as TypedDocumentString<CvFlowSubscription, CvFlowSubscriptionVariables>;
export const CvUploadAnalysisDocument = new TypedDocumentString(`
    query CvUploadAnalysis($uploadId: ID!) {
  cvUploadAnalysis(uploadId: $uploadId) {
    ...CvFlowStep
  }
}
    fragment CvFlowStep on CvFlowEvent {
  state
  uploadId
  assessmentId
  fileName
  message
  occurredAt
}`) as unknown as TypedDocumentString<CvUploadAnalysisQuery, CvUploadAnalysisQueryVariables>;
export const ExtractLinkedinSkillsDocument = new TypedDocumentString(`
    mutation ExtractLinkedinSkills {
  extractLinkedinSkills {
    id
    skillsExtracted
  }
}
    `) as unknown as TypedDocumentString<ExtractLinkedinSkillsMutation, ExtractLinkedinSkillsMutationVariables>;
export const AssessmentHistoryDocument = new TypedDocumentString(`
    query AssessmentHistory {
  assessmentHistory {
    previousAssessmentId
    scoreChange
    addedSkills
    removedSkills
    assessment {
      id
      assessmentType
      status
      marketAlignmentScore
      input {
        fileName
      }
      createdAt
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<AssessmentHistoryQuery, AssessmentHistoryQueryVariables>;
export const LatestAssessmentDocument = new TypedDocumentString(`
    query LatestAssessment {
  latestAssessment {
    ...AssessmentFields
  }
}
    fragment AssessmentFields on Assessment {
  id
  assessmentType
  status
  skillsExtracted
  skills {
    name
    proficiency
    evidence
    demand
    demandSource
    demandYear
  }
  currentPosition
  yearsOfExperience
  keyStrengths
  marketAlignmentScore
  industryTrends {
    title
    detail
    source
    year
  }
  skillGaps {
    totalGaps
    missingSkills
  }
  recommendedSkills
  marketSkills {
    skill
    demand
    source
    year
  }
  futureJobMatches {
    title
    careerPathId
    estimatedSalary
    salarySource
    salaryYear
    matchScore
    growthRate
    growthPercent
    growthSource
    growthPeriod
    requiredSkills
    missingSkills
  }
  dataSources {
    provider
    source
    year
  }
  input {
    origin
    fileName
    textLength
    analyzers
    note
  }
  createdAt
  completedAt
}`) as unknown as TypedDocumentString<LatestAssessmentQuery, LatestAssessmentQueryVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($token: String!) {
  confirmEmail(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    fullName
    roles
    pendingRole
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const OnboardingStatusDocument = new TypedDocumentString(`
    query OnboardingStatus {
  myProfile {
    id
    onboardingCompleted
  }
}
    `) as unknown as TypedDocumentString<OnboardingStatusQuery, OnboardingStatusQueryVariables>;
export const HasRoleDocument = new TypedDocumentString(`
    query HasRole($role: Role!) {
  hasRole(role: $role)
}
    `) as unknown as TypedDocumentString<HasRoleQuery, HasRoleQueryVariables>;
export const SignInOptionsDocument = new TypedDocumentString(`
    query SignInOptions {
  signInOptions {
    linkedin
  }
}
    `) as unknown as TypedDocumentString<SignInOptionsQuery, SignInOptionsQueryVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    accessToken
    accessTokenExpiresAt
    mfaRequired
    mfaToken
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    accessToken
    accessTokenExpiresAt
    mfaRequired
    mfaToken
    user {
      id
      email
      fullName
      roles
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    accessToken
    accessTokenExpiresAt
    pendingRole
    confirmationRequired
    user {
      id
      email
      fullName
      roles
    }
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const VerifyMfaDocument = new TypedDocumentString(`
    mutation VerifyMfa($input: VerifyMfaInput!) {
  verifyMfa(input: $input) {
    accessToken
    accessTokenExpiresAt
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyMfaMutation, VerifyMfaMutationVariables>;
export const CareerPathsDocument = new TypedDocumentString(`
    query CareerPaths {
  careerPaths {
    id
    title
    description
    sector
    requiredSkills
    averageSalary
    salaryBasis
    salarySource
    salaryYear
    growthOutlook
    growthSource
    matchPercentage
    heldSkills
    interested
  }
}
    `) as unknown as TypedDocumentString<CareerPathsQuery, CareerPathsQueryVariables>;
export const ToggleCareerInterestDocument = new TypedDocumentString(`
    mutation ToggleCareerInterest($careerPathId: ID!, $interested: Boolean!) {
  toggleCareerInterest(careerPathId: $careerPathId, interested: $interested) {
    careerPathId
    interested
    interestCount
  }
}
    `) as unknown as TypedDocumentString<ToggleCareerInterestMutation, ToggleCareerInterestMutationVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard {
  dashboard {
    stats {
      activeEnrollments
      completedCourses
      totalSkills
      careerInterests
      certificatesEarned
      profileCompleteness
    }
    continueLearning {
      id
      status
      progressPercentage
      program {
        title
        provider {
          name
        }
      }
    }
    recentActivities {
      id
      activityType
      description
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const CompleteOnboardingDocument = new TypedDocumentString(`
    mutation CompleteOnboarding {
  updateProfile(input: {onboardingCompleted: true}) {
    id
    onboardingCompleted
  }
}
    `) as unknown as TypedDocumentString<CompleteOnboardingMutation, CompleteOnboardingMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($password: String, $code: String) {
  deleteAccount(password: $password, code: $code)
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const RequestDataExportDocument = new TypedDocumentString(`
    mutation RequestDataExport {
  requestDataExport {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
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
export const ActivateTotpDocument = new TypedDocumentString(`
    mutation ActivateTotp($code: String!, $currentPassword: String) {
  activateTotp(code: $code, currentPassword: $currentPassword)
}
    `) as unknown as TypedDocumentString<ActivateTotpMutation, ActivateTotpMutationVariables>;
export const DisableTotpDocument = new TypedDocumentString(`
    mutation DisableTotp($code: String!) {
  disableTotp(code: $code)
}
    `) as unknown as TypedDocumentString<DisableTotpMutation, DisableTotpMutationVariables>;
export const EnrollTotpDocument = new TypedDocumentString(`
    mutation EnrollTotp {
  enrollTotp {
    secret
    otpauthUrl
  }
}
    `) as unknown as TypedDocumentString<EnrollTotpMutation, EnrollTotpMutationVariables>;
export const TwoFactorStatusDocument = new TypedDocumentString(`
    query TwoFactorStatus {
  me {
    id
    email
    emailConfirmed
    mfaEnabled
  }
}
    `) as unknown as TypedDocumentString<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const RequestEmailProofDocument = new TypedDocumentString(`
    mutation RequestEmailProof {
  requestEmailProof
}
    `) as unknown as TypedDocumentString<RequestEmailProofMutation, RequestEmailProofMutationVariables>;
export const AddSkillDocument = new TypedDocumentString(`
    mutation AddSkill($input: AddSkillInput!) {
  addSkill(input: $input) {
    id
    skillName
  }
}
    `) as unknown as TypedDocumentString<AddSkillMutation, AddSkillMutationVariables>;
export const DeleteSkillDocument = new TypedDocumentString(`
    mutation DeleteSkill($skillId: ID!) {
  deleteSkill(skillId: $skillId) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteSkillMutation, DeleteSkillMutationVariables>;
export const MySkillsDocument = new TypedDocumentString(`
    query MySkills {
  mySkills {
    id
    skillName
    proficiencyLevel
    source
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MySkillsQuery, MySkillsQueryVariables>;
export const SkillSuggestionsDocument = new TypedDocumentString(`
    query SkillSuggestions($query: String!) {
  skillSuggestions(query: $query) {
    name
    origin
    matchedLabel
    hot
  }
}
    `) as unknown as TypedDocumentString<SkillSuggestionsQuery, SkillSuggestionsQueryVariables>;
export const SkillMatchesDocument = new TypedDocumentString(`
    query SkillMatches($text: String!) {
  skillMatches(text: $text) {
    name
    escoUri
    confidence
  }
}
    `) as unknown as TypedDocumentString<SkillMatchesQuery, SkillMatchesQueryVariables>;
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