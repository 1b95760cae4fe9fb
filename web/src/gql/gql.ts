/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n": typeof types.MyBadgesDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation DeleteCv {\n    deleteCv {\n      id\n      cvFilePath\n      profileCompleteness\n    }\n  }\n": typeof types.DeleteCvDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation Enroll($input: EnrollInput!) {\n    enroll(input: $input) {\n      ...EnrollmentFields\n    }\n  }\n": typeof types.EnrollDocument,
    "\n  query MyEnrollments {\n    myEnrollments {\n      ...EnrollmentFields\n    }\n  }\n": typeof types.MyEnrollmentsDocument,
    "\n  fragment EnrollmentFields on Enrollment {\n    id\n    programId\n    status\n    progressPercentage\n    enrollmentDate\n    startDate\n    completionDate\n    finalScore\n    certificateUrl\n    program {\n      title\n      duration\n      provider {\n        name\n      }\n    }\n    metadata {\n      enrollmentUrl\n      registrationPending\n    }\n  }\n": typeof types.EnrollmentFieldsFragmentDoc,
    "\n  query TrainingPrograms {\n    trainingPrograms {\n      id\n      title\n      externalId\n      description\n      duration\n      level\n      deliveryMethod\n      price\n      currency\n      capacity\n      targetSkills\n      prerequisites\n      certificationOffered\n      matchPercentage\n      recommended\n      enrolled\n      provider {\n        name\n      }\n    }\n  }\n": typeof types.TrainingProgramsDocument,
    "\n  mutation SyncMyEnrollments {\n    syncMyEnrollments {\n      failed\n      enrollments {\n        ...EnrollmentFields\n      }\n    }\n  }\n": typeof types.SyncMyEnrollmentsDocument,
};
const documents: Documents = {
    "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n": types.MyBadgesDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n    }\n  }\n": types.MeDocument,
    "\n  mutation DeleteCv {\n    deleteCv {\n      id\n      cvFilePath\n      profileCompleteness\n    }\n  }\n": types.DeleteCvDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation Enroll($input: EnrollInput!) {\n    enroll(input: $input) {\n      ...EnrollmentFields\n    }\n  }\n": types.EnrollDocument,
    "\n  query MyEnrollments {\n    myEnrollments {\n      ...EnrollmentFields\n    }\n  }\n": types.MyEnrollmentsDocument,
    "\n  fragment EnrollmentFields on Enrollment {\n    id\n    programId\n    status\n    progressPercentage\n    enrollmentDate\n    startDate\n    completionDate\n    finalScore\n    certificateUrl\n    program {\n      title\n      duration\n      provider {\n        name\n      }\n    }\n    metadata {\n      enrollmentUrl\n      registrationPending\n    }\n  }\n": types.EnrollmentFieldsFragmentDoc,
    "\n  query TrainingPrograms {\n    trainingPrograms {\n      id\n      title\n      externalId\n      description\n      duration\n      level\n      deliveryMethod\n      price\n      currency\n      capacity\n      targetSkills\n      prerequisites\n      certificationOffered\n      matchPercentage\n      recommended\n      enrolled\n      provider {\n        name\n      }\n    }\n  }\n": types.TrainingProgramsDocument,
    "\n  mutation SyncMyEnrollments {\n    syncMyEnrollments {\n      failed\n      enrollments {\n        ...EnrollmentFields\n      }\n    }\n  }\n": types.SyncMyEnrollmentsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n"): typeof import('./graphql').MyBadgesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCv {\n    deleteCv {\n      id\n      cvFilePath\n      profileCompleteness\n    }\n  }\n"): typeof import('./graphql').DeleteCvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    myProfile {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n"): typeof import('./graphql').MyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Enroll($input: EnrollInput!) {\n    enroll(input: $input) {\n      ...EnrollmentFields\n    }\n  }\n"): typeof import('./graphql').EnrollDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEnrollments {\n    myEnrollments {\n      ...EnrollmentFields\n    }\n  }\n"): typeof import('./graphql').MyEnrollmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnrollmentFields on Enrollment {\n    id\n    programId\n    status\n    progressPercentage\n    enrollmentDate\n    startDate\n    completionDate\n    finalScore\n    certificateUrl\n    program {\n      title\n      duration\n      provider {\n        name\n      }\n    }\n    metadata {\n      enrollmentUrl\n      registrationPending\n    }\n  }\n"): typeof import('./graphql').EnrollmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingPrograms {\n    trainingPrograms {\n      id\n      title\n      externalId\n      description\n      duration\n      level\n      deliveryMethod\n      price\n      currency\n      capacity\n      targetSkills\n      prerequisites\n      certificationOffered\n      matchPercentage\n      recommended\n      enrolled\n      provider {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').TrainingProgramsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncMyEnrollments {\n    syncMyEnrollments {\n      failed\n      enrollments {\n        ...EnrollmentFields\n      }\n    }\n  }\n"): typeof import('./graphql').SyncMyEnrollmentsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
