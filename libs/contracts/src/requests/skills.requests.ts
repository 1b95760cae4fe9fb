/** Request/reply patterns served by the skills service. */
export const skillsRequests = {} as const;
