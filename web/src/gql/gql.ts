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
    "\n  subscription ProgressEvents {\n    progressEvents {\n      kind\n      badgeType\n      badgeName\n      badgeDescription\n      activityType\n      description\n      occurredAt\n    }\n  }\n": typeof types.ProgressEventsDocument,
    "\n  mutation ClearSignInLocks($email: String!) {\n    clearSignInLocks(email: $email)\n  }\n": typeof types.ClearSignInLocksDocument,
    "\n  mutation RemoveSecondFactor($email: String!) {\n    removeSecondFactor(email: $email)\n  }\n": typeof types.RemoveSecondFactorDocument,
    "\n  mutation ApproveRoleRequest($id: ID!) {\n    approveRoleRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveRoleRequestDocument,
    "\n  mutation RejectRoleRequest($id: ID!) {\n    rejectRoleRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RejectRoleRequestDocument,
    "\n  mutation DeletePartnerWebhook($id: ID!) {\n    deletePartnerWebhook(id: $id)\n  }\n": typeof types.DeletePartnerWebhookDocument,
    "\n  query PartnerWebhooks {\n    partnerWebhooks {\n      id\n      name\n      url\n      eventTypes\n      personalData\n      createdAt\n      secretRotatedAt\n      pendingDeliveries\n      failedDeliveries\n      lastDelivery {\n        eventType\n        status\n        attempts\n        statusCode\n        error\n        attemptedAt\n      }\n    }\n    partnerEventTypes {\n      subject\n      personalData\n    }\n  }\n": typeof types.PartnerWebhooksDocument,
    "\n  query RoleRequests {\n    roleRequests(status: pending) {\n      id\n      userId\n      email\n      emailConfirmed\n      fullName\n      role\n      status\n      createdAt\n    }\n  }\n": typeof types.RoleRequestsDocument,
    "\n  mutation RegisterPartnerWebhook($input: RegisterPartnerWebhookInput!) {\n    registerPartnerWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RegisterPartnerWebhookDocument,
    "\n  mutation RotatePartnerWebhookSecret($id: ID!) {\n    rotatePartnerWebhookSecret(id: $id) {\n      secret\n      webhook {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RotatePartnerWebhookSecretDocument,
    "\n  fragment CvFlowStep on CvFlowEvent {\n    state\n    uploadId\n    assessmentId\n    fileName\n    message\n    occurredAt\n  }\n": typeof types.CvFlowStepFragmentDoc,
    "\n  subscription CvFlow {\n    cvFlow {\n      ...CvFlowStep\n    }\n  }\n": typeof types.CvFlowDocument,
    "\n  query CvUploadAnalysis($uploadId: ID!) {\n    cvUploadAnalysis(uploadId: $uploadId) {\n      ...CvFlowStep\n    }\n  }\n": typeof types.CvUploadAnalysisDocument,
    "\n  mutation ExtractLinkedinSkills {\n    extractLinkedinSkills {\n      id\n      skillsExtracted\n    }\n  }\n": typeof types.ExtractLinkedinSkillsDocument,
    "\n  query AssessmentHistory {\n    assessmentHistory {\n      previousAssessmentId\n      scoreChange\n      addedSkills\n      removedSkills\n      assessment {\n        id\n        assessmentType\n        status\n        marketAlignmentScore\n        input {\n          fileName\n        }\n        createdAt\n        completedAt\n      }\n    }\n  }\n": typeof types.AssessmentHistoryDocument,
    "\n  fragment AssessmentFields on Assessment {\n    id\n    assessmentType\n    status\n    skillsExtracted\n    skills {\n      name\n      proficiency\n      evidence\n      demand\n      demandSource\n      demandYear\n    }\n    currentPosition\n    yearsOfExperience\n    keyStrengths\n    marketAlignmentScore\n    industryTrends {\n      title\n      detail\n      source\n      year\n    }\n    skillGaps {\n      totalGaps\n      missingSkills\n    }\n    recommendedSkills\n    marketSkills {\n      skill\n      demand\n      source\n      year\n    }\n    futureJobMatches {\n      title\n      careerPathId\n      estimatedSalary\n      salarySource\n      salaryYear\n      matchScore\n      growthRate\n      growthPercent\n      growthSource\n      growthPeriod\n      requiredSkills\n      missingSkills\n    }\n    dataSources {\n      provider\n      source\n      year\n    }\n    input {\n      origin\n      fileName\n      textLength\n      analyzers\n      note\n    }\n    createdAt\n    completedAt\n  }\n": typeof types.AssessmentFieldsFragmentDoc,
    "\n  query LatestAssessment {\n    latestAssessment {\n      ...AssessmentFields\n    }\n  }\n": typeof types.LatestAssessmentDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n      pendingRole\n    }\n  }\n": typeof types.MeDocument,
    "\n  query OnboardingStatus {\n    myProfile {\n      id\n      onboardingCompleted\n    }\n  }\n": typeof types.OnboardingStatusDocument,
    "\n  query HasRole($role: Role!) {\n    hasRole(role: $role)\n  }\n": typeof types.HasRoleDocument,
    "\n  query SignInOptions {\n    signInOptions { linkedin }\n  }\n": typeof types.SignInOptionsDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      mfaRequired\n      mfaToken\n      user {\n        id\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      mfaRequired\n      mfaToken\n      user {\n        id\n        email\n        fullName\n        roles\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      pendingRole\n      confirmationRequired\n      user {\n        id\n        email\n        fullName\n        roles\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation VerifyMfa($input: VerifyMfaInput!) {\n    verifyMfa(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n": typeof types.VerifyMfaDocument,
    "\n  query CareerPaths {\n    careerPaths {\n      id\n      title\n      description\n      sector\n      requiredSkills\n      averageSalary\n      salaryBasis\n      salarySource\n      salaryYear\n      growthOutlook\n      growthSource\n      matchPercentage\n      heldSkills\n      interested\n    }\n  }\n": typeof types.CareerPathsDocument,
    "\n  mutation ToggleCareerInterest($careerPathId: ID!, $interested: Boolean!) {\n    toggleCareerInterest(careerPathId: $careerPathId, interested: $interested) {\n      careerPathId\n      interested\n      interestCount\n    }\n  }\n": typeof types.ToggleCareerInterestDocument,
    "\n  query Dashboard {\n    dashboard {\n      stats {\n        activeEnrollments\n        completedCourses\n        totalSkills\n        careerInterests\n        certificatesEarned\n        profileCompleteness\n      }\n      continueLearning {\n        id\n        status\n        progressPercentage\n        program {\n          title\n          provider {\n            name\n          }\n        }\n      }\n      recentActivities {\n        id\n        activityType\n        description\n        createdAt\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation CompleteOnboarding {\n    updateProfile(input: { onboardingCompleted: true }) {\n      id\n      onboardingCompleted\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      url\n      expiresAt\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  mutation DeleteCv {\n    deleteCv {\n      id\n      cvFilePath\n      profileCompleteness\n    }\n  }\n": typeof types.DeleteCvDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ActivateTotp($code: String!, $currentPassword: String) {\n    activateTotp(code: $code, currentPassword: $currentPassword)\n  }\n": typeof types.ActivateTotpDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation EnrollTotp {\n    enrollTotp {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.EnrollTotpDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      email\n      emailConfirmed\n      mfaEnabled\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation RequestEmailProof {\n    requestEmailProof\n  }\n": typeof types.RequestEmailProofDocument,
    "\n  mutation AddSkill($input: AddSkillInput!) {\n    addSkill(input: $input) {\n      id\n      skillName\n    }\n  }\n": typeof types.AddSkillDocument,
    "\n  mutation DeleteSkill($skillId: ID!) {\n    deleteSkill(skillId: $skillId) {\n      id\n    }\n  }\n": typeof types.DeleteSkillDocument,
    "\n  query MySkills {\n    mySkills {\n      id\n      skillName\n      proficiencyLevel\n      source\n      createdAt\n    }\n  }\n": typeof types.MySkillsDocument,
    "\n  query SkillSuggestions($query: String!) {\n    skillSuggestions(query: $query) {\n      name\n      origin\n      matchedLabel\n      hot\n    }\n  }\n": typeof types.SkillSuggestionsDocument,
    "\n  query SkillMatches($text: String!) {\n    skillMatches(text: $text) {\n      name\n      escoUri\n      confidence\n    }\n  }\n": typeof types.SkillMatchesDocument,
    "\n  mutation Enroll($input: EnrollInput!) {\n    enroll(input: $input) {\n      ...EnrollmentFields\n    }\n  }\n": typeof types.EnrollDocument,
    "\n  query MyEnrollments {\n    myEnrollments {\n      ...EnrollmentFields\n    }\n  }\n": typeof types.MyEnrollmentsDocument,
    "\n  fragment EnrollmentFields on Enrollment {\n    id\n    programId\n    status\n    progressPercentage\n    enrollmentDate\n    startDate\n    completionDate\n    finalScore\n    certificateUrl\n    program {\n      title\n      duration\n      provider {\n        name\n      }\n    }\n    metadata {\n      enrollmentUrl\n      registrationPending\n    }\n  }\n": typeof types.EnrollmentFieldsFragmentDoc,
    "\n  query TrainingPrograms {\n    trainingPrograms {\n      id\n      title\n      externalId\n      description\n      duration\n      level\n      deliveryMethod\n      price\n      currency\n      capacity\n      targetSkills\n      prerequisites\n      certificationOffered\n      matchPercentage\n      recommended\n      enrolled\n      provider {\n        name\n      }\n    }\n  }\n": typeof types.TrainingProgramsDocument,
    "\n  mutation SyncMyEnrollments {\n    syncMyEnrollments {\n      failed\n      enrollments {\n        ...EnrollmentFields\n      }\n    }\n  }\n": typeof types.SyncMyEnrollmentsDocument,
};
const documents: Documents = {
    "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n": types.MyBadgesDocument,
    "\n  subscription ProgressEvents {\n    progressEvents {\n      kind\n      badgeType\n      badgeName\n      badgeDescription\n      activityType\n      description\n      occurredAt\n    }\n  }\n": types.ProgressEventsDocument,
    "\n  mutation ClearSignInLocks($email: String!) {\n    clearSignInLocks(email: $email)\n  }\n": types.ClearSignInLocksDocument,
    "\n  mutation RemoveSecondFactor($email: String!) {\n    removeSecondFactor(email: $email)\n  }\n": types.RemoveSecondFactorDocument,
    "\n  mutation ApproveRoleRequest($id: ID!) {\n    approveRoleRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveRoleRequestDocument,
    "\n  mutation RejectRoleRequest($id: ID!) {\n    rejectRoleRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.RejectRoleRequestDocument,
    "\n  mutation DeletePartnerWebhook($id: ID!) {\n    deletePartnerWebhook(id: $id)\n  }\n": types.DeletePartnerWebhookDocument,
    "\n  query PartnerWebhooks {\n    partnerWebhooks {\n      id\n      name\n      url\n      eventTypes\n      personalData\n      createdAt\n      secretRotatedAt\n      pendingDeliveries\n      failedDeliveries\n      lastDelivery {\n        eventType\n        status\n        attempts\n        statusCode\n        error\n        attemptedAt\n      }\n    }\n    partnerEventTypes {\n      subject\n      personalData\n    }\n  }\n": types.PartnerWebhooksDocument,
    "\n  query RoleRequests {\n    roleRequests(status: pending) {\n      id\n      userId\n      email\n      emailConfirmed\n      fullName\n      role\n      status\n      createdAt\n    }\n  }\n": types.RoleRequestsDocument,
    "\n  mutation RegisterPartnerWebhook($input: RegisterPartnerWebhookInput!) {\n    registerPartnerWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        name\n      }\n    }\n  }\n": types.RegisterPartnerWebhookDocument,
    "\n  mutation RotatePartnerWebhookSecret($id: ID!) {\n    rotatePartnerWebhookSecret(id: $id) {\n      secret\n      webhook {\n        id\n        name\n      }\n    }\n  }\n": types.RotatePartnerWebhookSecretDocument,
    "\n  fragment CvFlowStep on CvFlowEvent {\n    state\n    uploadId\n    assessmentId\n    fileName\n    message\n    occurredAt\n  }\n": types.CvFlowStepFragmentDoc,
    "\n  subscription CvFlow {\n    cvFlow {\n      ...CvFlowStep\n    }\n  }\n": types.CvFlowDocument,
    "\n  query CvUploadAnalysis($uploadId: ID!) {\n    cvUploadAnalysis(uploadId: $uploadId) {\n      ...CvFlowStep\n    }\n  }\n": types.CvUploadAnalysisDocument,
    "\n  mutation ExtractLinkedinSkills {\n    extractLinkedinSkills {\n      id\n      skillsExtracted\n    }\n  }\n": types.ExtractLinkedinSkillsDocument,
    "\n  query AssessmentHistory {\n    assessmentHistory {\n      previousAssessmentId\n      scoreChange\n      addedSkills\n      removedSkills\n      assessment {\n        id\n        assessmentType\n        status\n        marketAlignmentScore\n        input {\n          fileName\n        }\n        createdAt\n        completedAt\n      }\n    }\n  }\n": types.AssessmentHistoryDocument,
    "\n  fragment AssessmentFields on Assessment {\n    id\n    assessmentType\n    status\n    skillsExtracted\n    skills {\n      name\n      proficiency\n      evidence\n      demand\n      demandSource\n      demandYear\n    }\n    currentPosition\n    yearsOfExperience\n    keyStrengths\n    marketAlignmentScore\n    industryTrends {\n      title\n      detail\n      source\n      year\n    }\n    skillGaps {\n      totalGaps\n      missingSkills\n    }\n    recommendedSkills\n    marketSkills {\n      skill\n      demand\n      source\n      year\n    }\n    futureJobMatches {\n      title\n      careerPathId\n      estimatedSalary\n      salarySource\n      salaryYear\n      matchScore\n      growthRate\n      growthPercent\n      growthSource\n      growthPeriod\n      requiredSkills\n      missingSkills\n    }\n    dataSources {\n      provider\n      source\n      year\n    }\n    input {\n      origin\n      fileName\n      textLength\n      analyzers\n      note\n    }\n    createdAt\n    completedAt\n  }\n": types.AssessmentFieldsFragmentDoc,
    "\n  query LatestAssessment {\n    latestAssessment {\n      ...AssessmentFields\n    }\n  }\n": types.LatestAssessmentDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n": types.ConfirmEmailDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n      pendingRole\n    }\n  }\n": types.MeDocument,
    "\n  query OnboardingStatus {\n    myProfile {\n      id\n      onboardingCompleted\n    }\n  }\n": types.OnboardingStatusDocument,
    "\n  query HasRole($role: Role!) {\n    hasRole(role: $role)\n  }\n": types.HasRoleDocument,
    "\n  query SignInOptions {\n    signInOptions { linkedin }\n  }\n": types.SignInOptionsDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      mfaRequired\n      mfaToken\n      user {\n        id\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      mfaRequired\n      mfaToken\n      user {\n        id\n        email\n        fullName\n        roles\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      pendingRole\n      confirmationRequired\n      user {\n        id\n        email\n        fullName\n        roles\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation VerifyMfa($input: VerifyMfaInput!) {\n    verifyMfa(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n": types.VerifyMfaDocument,
    "\n  query CareerPaths {\n    careerPaths {\n      id\n      title\n      description\n      sector\n      requiredSkills\n      averageSalary\n      salaryBasis\n      salarySource\n      salaryYear\n      growthOutlook\n      growthSource\n      matchPercentage\n      heldSkills\n      interested\n    }\n  }\n": types.CareerPathsDocument,
    "\n  mutation ToggleCareerInterest($careerPathId: ID!, $interested: Boolean!) {\n    toggleCareerInterest(careerPathId: $careerPathId, interested: $interested) {\n      careerPathId\n      interested\n      interestCount\n    }\n  }\n": types.ToggleCareerInterestDocument,
    "\n  query Dashboard {\n    dashboard {\n      stats {\n        activeEnrollments\n        completedCourses\n        totalSkills\n        careerInterests\n        certificatesEarned\n        profileCompleteness\n      }\n      continueLearning {\n        id\n        status\n        progressPercentage\n        program {\n          title\n          provider {\n            name\n          }\n        }\n      }\n      recentActivities {\n        id\n        activityType\n        description\n        createdAt\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation CompleteOnboarding {\n    updateProfile(input: { onboardingCompleted: true }) {\n      id\n      onboardingCompleted\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      url\n      expiresAt\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  mutation DeleteCv {\n    deleteCv {\n      id\n      cvFilePath\n      profileCompleteness\n    }\n  }\n": types.DeleteCvDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      fullName\n      professionalHeadline\n      linkedinUrl\n      location\n      yearsOfExperience\n      profileCompleteness\n      onboardingCompleted\n      cvFilePath\n      cvFileName\n      cvSizeBytes\n      cvUploadedAt\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ActivateTotp($code: String!, $currentPassword: String) {\n    activateTotp(code: $code, currentPassword: $currentPassword)\n  }\n": types.ActivateTotpDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  mutation EnrollTotp {\n    enrollTotp {\n      secret\n      otpauthUrl\n    }\n  }\n": types.EnrollTotpDocument,
    "\n  query TwoFactorStatus {\n    me {\n      id\n      email\n      emailConfirmed\n      mfaEnabled\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation RequestEmailProof {\n    requestEmailProof\n  }\n": types.RequestEmailProofDocument,
    "\n  mutation AddSkill($input: AddSkillInput!) {\n    addSkill(input: $input) {\n      id\n      skillName\n    }\n  }\n": types.AddSkillDocument,
    "\n  mutation DeleteSkill($skillId: ID!) {\n    deleteSkill(skillId: $skillId) {\n      id\n    }\n  }\n": types.DeleteSkillDocument,
    "\n  query MySkills {\n    mySkills {\n      id\n      skillName\n      proficiencyLevel\n      source\n      createdAt\n    }\n  }\n": types.MySkillsDocument,
    "\n  query SkillSuggestions($query: String!) {\n    skillSuggestions(query: $query) {\n      name\n      origin\n      matchedLabel\n      hot\n    }\n  }\n": types.SkillSuggestionsDocument,
    "\n  query SkillMatches($text: String!) {\n    skillMatches(text: $text) {\n      name\n      escoUri\n      confidence\n    }\n  }\n": types.SkillMatchesDocument,
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
export function graphql(source: "\n  subscription ProgressEvents {\n    progressEvents {\n      kind\n      badgeType\n      badgeName\n      badgeDescription\n      activityType\n      description\n      occurredAt\n    }\n  }\n"): typeof import('./graphql').ProgressEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearSignInLocks($email: String!) {\n    clearSignInLocks(email: $email)\n  }\n"): typeof import('./graphql').ClearSignInLocksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSecondFactor($email: String!) {\n    removeSecondFactor(email: $email)\n  }\n"): typeof import('./graphql').RemoveSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRoleRequest($id: ID!) {\n    approveRoleRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveRoleRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRoleRequest($id: ID!) {\n    rejectRoleRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RejectRoleRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePartnerWebhook($id: ID!) {\n    deletePartnerWebhook(id: $id)\n  }\n"): typeof import('./graphql').DeletePartnerWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerWebhooks {\n    partnerWebhooks {\n      id\n      name\n      url\n      eventTypes\n      personalData\n      createdAt\n      secretRotatedAt\n      pendingDeliveries\n      failedDeliveries\n      lastDelivery {\n        eventType\n        status\n        attempts\n        statusCode\n        error\n        attemptedAt\n      }\n    }\n    partnerEventTypes {\n      subject\n      personalData\n    }\n  }\n"): typeof import('./graphql').PartnerWebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoleRequests {\n    roleRequests(status: pending) {\n      id\n      userId\n      email\n      emailConfirmed\n      fullName\n      role\n      status\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RoleRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPartnerWebhook($input: RegisterPartnerWebhookInput!) {\n    registerPartnerWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterPartnerWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotatePartnerWebhookSecret($id: ID!) {\n    rotatePartnerWebhookSecret(id: $id) {\n      secret\n      webhook {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RotatePartnerWebhookSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CvFlowStep on CvFlowEvent {\n    state\n    uploadId\n    assessmentId\n    fileName\n    message\n    occurredAt\n  }\n"): typeof import('./graphql').CvFlowStepFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CvFlow {\n    cvFlow {\n      ...CvFlowStep\n    }\n  }\n"): typeof import('./graphql').CvFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CvUploadAnalysis($uploadId: ID!) {\n    cvUploadAnalysis(uploadId: $uploadId) {\n      ...CvFlowStep\n    }\n  }\n"): typeof import('./graphql').CvUploadAnalysisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtractLinkedinSkills {\n    extractLinkedinSkills {\n      id\n      skillsExtracted\n    }\n  }\n"): typeof import('./graphql').ExtractLinkedinSkillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssessmentHistory {\n    assessmentHistory {\n      previousAssessmentId\n      scoreChange\n      addedSkills\n      removedSkills\n      assessment {\n        id\n        assessmentType\n        status\n        marketAlignmentScore\n        input {\n          fileName\n        }\n        createdAt\n        completedAt\n      }\n    }\n  }\n"): typeof import('./graphql').AssessmentHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssessmentFields on Assessment {\n    id\n    assessmentType\n    status\n    skillsExtracted\n    skills {\n      name\n      proficiency\n      evidence\n      demand\n      demandSource\n      demandYear\n    }\n    currentPosition\n    yearsOfExperience\n    keyStrengths\n    marketAlignmentScore\n    industryTrends {\n      title\n      detail\n      source\n      year\n    }\n    skillGaps {\n      totalGaps\n      missingSkills\n    }\n    recommendedSkills\n    marketSkills {\n      skill\n      demand\n      source\n      year\n    }\n    futureJobMatches {\n      title\n      careerPathId\n      estimatedSalary\n      salarySource\n      salaryYear\n      matchScore\n      growthRate\n      growthPercent\n      growthSource\n      growthPeriod\n      requiredSkills\n      missingSkills\n    }\n    dataSources {\n      provider\n      source\n      year\n    }\n    input {\n      origin\n      fileName\n      textLength\n      analyzers\n      note\n    }\n    createdAt\n    completedAt\n  }\n"): typeof import('./graphql').AssessmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestAssessment {\n    latestAssessment {\n      ...AssessmentFields\n    }\n  }\n"): typeof import('./graphql').LatestAssessmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token)\n  }\n"): typeof import('./graphql').ConfirmEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n      pendingRole\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingStatus {\n    myProfile {\n      id\n      onboardingCompleted\n    }\n  }\n"): typeof import('./graphql').OnboardingStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasRole($role: Role!) {\n    hasRole(role: $role)\n  }\n"): typeof import('./graphql').HasRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInOptions {\n    signInOptions { linkedin }\n  }\n"): typeof import('./graphql').SignInOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      mfaRequired\n      mfaToken\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      mfaRequired\n      mfaToken\n      user {\n        id\n        email\n        fullName\n        roles\n      }\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      pendingRole\n      confirmationRequired\n      user {\n        id\n        email\n        fullName\n        roles\n      }\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyMfa($input: VerifyMfaInput!) {\n    verifyMfa(input: $input) {\n      accessToken\n      accessTokenExpiresAt\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyMfaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareerPaths {\n    careerPaths {\n      id\n      title\n      description\n      sector\n      requiredSkills\n      averageSalary\n      salaryBasis\n      salarySource\n      salaryYear\n      growthOutlook\n      growthSource\n      matchPercentage\n      heldSkills\n      interested\n    }\n  }\n"): typeof import('./graphql').CareerPathsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleCareerInterest($careerPathId: ID!, $interested: Boolean!) {\n    toggleCareerInterest(careerPathId: $careerPathId, interested: $interested) {\n      careerPathId\n      interested\n      interestCount\n    }\n  }\n"): typeof import('./graphql').ToggleCareerInterestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      stats {\n        activeEnrollments\n        completedCourses\n        totalSkills\n        careerInterests\n        certificatesEarned\n        profileCompleteness\n      }\n      continueLearning {\n        id\n        status\n        progressPercentage\n        program {\n          title\n          provider {\n            name\n          }\n        }\n      }\n      recentActivities {\n        id\n        activityType\n        description\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboarding {\n    updateProfile(input: { onboardingCompleted: true }) {\n      id\n      onboardingCompleted\n    }\n  }\n"): typeof import('./graphql').CompleteOnboardingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String, $code: String) {\n    deleteAccount(password: $password, code: $code)\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').RequestDataExportDocument;
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
export function graphql(source: "\n  mutation ActivateTotp($code: String!, $currentPassword: String) {\n    activateTotp(code: $code, currentPassword: $currentPassword)\n  }\n"): typeof import('./graphql').ActivateTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code)\n  }\n"): typeof import('./graphql').DisableTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnrollTotp {\n    enrollTotp {\n      secret\n      otpauthUrl\n    }\n  }\n"): typeof import('./graphql').EnrollTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    me {\n      id\n      email\n      emailConfirmed\n      mfaEnabled\n    }\n  }\n"): typeof import('./graphql').TwoFactorStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailProof {\n    requestEmailProof\n  }\n"): typeof import('./graphql').RequestEmailProofDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSkill($input: AddSkillInput!) {\n    addSkill(input: $input) {\n      id\n      skillName\n    }\n  }\n"): typeof import('./graphql').AddSkillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSkill($skillId: ID!) {\n    deleteSkill(skillId: $skillId) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteSkillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySkills {\n    mySkills {\n      id\n      skillName\n      proficiencyLevel\n      source\n      createdAt\n    }\n  }\n"): typeof import('./graphql').MySkillsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SkillSuggestions($query: String!) {\n    skillSuggestions(query: $query) {\n      name\n      origin\n      matchedLabel\n      hot\n    }\n  }\n"): typeof import('./graphql').SkillSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SkillMatches($text: String!) {\n    skillMatches(text: $text) {\n      name\n      escoUri\n      confidence\n    }\n  }\n"): typeof import('./graphql').SkillMatchesDocument;
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
