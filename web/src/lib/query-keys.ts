/**
 * Cache keys of server state that another feature refreshes: a CV analysis or a LinkedIn extraction
 * (assessment) changes the user's skills (skills). The owning feature's query factory uses the key; the
 * other feature invalidates by it without importing that feature.
 */
export const MY_SKILLS_QUERY_KEY = ['my-skills'] as const;
/** The prefix of every skill-suggestions query (the held skills are left out of the suggestions). */
export const SKILL_SUGGESTIONS_QUERY_KEY = ['skill-suggestions'] as const;
/** The badges, the dashboard and the activity feed: refreshed by every live badge or activity (app layout). */
export const MY_BADGES_QUERY_KEY = ['my-badges'] as const;
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
export const MY_ACTIVITIES_QUERY_KEY = ['my-activities'] as const;
