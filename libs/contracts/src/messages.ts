/**
 * Spec §8: the failure messages a person is shown, to the letter, by the operation that failed. One list shared by the
 * services' contracts and errors, the gateway and the web client (which imports it as `@ecp/contracts/messages`, so
 * this module imports nothing: no zod in the browser bundle). 'Failed to upload CV' is one of the CV file rules
 * (`CV_UPLOAD_FAILED_MESSAGE` of @ecp/cv-files). Internal messages that only reach logs stay where they are said.
 */
export const FAILURE_MESSAGES = {
  // Skills
  retrieveSkills: 'Failed to retrieve skills',
  addSkill: 'Failed to add skill',
  deleteSkills: 'Failed to delete skills',
  deleteSkill: 'Failed to delete skill',
  // Careers
  retrieveCareerPaths: 'Failed to retrieve career paths',
  retrieveUserInterests: 'Failed to retrieve user interests',
  updateCareerInterest: 'Failed to update career interest',
  // Training
  retrieveTrainingPrograms: 'Failed to retrieve training programs',
  enrollInTraining: 'Failed to enroll in training program',
  retrieveEnrollments: 'Failed to retrieve enrollments',
  retrieveEnrollment: 'Failed to retrieve enrollment',
  updateProgress: 'Failed to update progress',
  cancelEnrollment: 'Failed to cancel enrollment',
  syncEnrollmentStatus: 'Failed to sync enrollment status',
  // Profile and CV
  retrieveProfile: 'Failed to retrieve profile',
  updateProfile: 'Failed to update profile',
  saveProfile: 'Failed to save profile',
  analyzeCv: 'Failed to analyze CV',
  readFile: 'Failed to read file',
  // Roles and badges
  retrieveUserRole: 'Failed to retrieve user role',
  assignUserRole: 'Failed to assign user role',
  retrieveBadges: 'Failed to retrieve badges',
  awardBadge: 'Failed to award badge',
  // Activity and stats
  retrieveActivities: 'Failed to retrieve activities',
  logActivity: 'Failed to log activity',
  retrieveDashboardStatistics: 'Failed to retrieve dashboard statistics',
  // Assessment
  createAssessmentRecord: 'Failed to create assessment record',
  completeAssessment: 'Failed to complete assessment',
  // Sign-in and sign-up
  authenticate: 'Authentication failed',
  assignRoleAtSignUp: 'Account created but role assignment failed. Please contact support.',
  connectLinkedIn: 'Failed to connect to LinkedIn',
  // Any other failure without a message of its own (the error toast)
  unexpectedError: 'An unexpected error occurred',
} as const;
