/** The badge catalogue of the spec (section 3); nine badges. */
export const badgeCatalogue = [
  { badgeType: 'first_login', name: 'Welcome!', description: 'Created your account', badgeCategory: 'milestone' },
  { badgeType: 'cv_uploaded', name: 'Profile Ready', description: 'Uploaded your CV', badgeCategory: 'milestone' },
  { badgeType: 'first_enrollment', name: 'Learning Journey Begins', description: null, badgeCategory: 'engagement' },
  { badgeType: 'skill_collector', name: 'Skill Collector', description: 'Extracted 10+ skills', badgeCategory: 'skill' },
  { badgeType: 'course_completer', name: 'Graduate', description: 'Completed first course', badgeCategory: 'achievement' },
  { badgeType: 'streak_7', name: 'Consistent Learner', description: '7-day streak', badgeCategory: 'engagement' },
  { badgeType: 'career_explorer', name: 'Path Finder', description: 'Explored 5 career paths', badgeCategory: 'engagement' },
  { badgeType: 'certificate_earner', name: 'Certified', description: 'Earned first certificate', badgeCategory: 'achievement' },
  { badgeType: 'profile_complete', name: 'All Set', description: '100% profile completion', badgeCategory: 'milestone' },
] as const;

export type BadgeType = (typeof badgeCatalogue)[number]['badgeType'];
