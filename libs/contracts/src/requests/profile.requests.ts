/** Request/reply patterns served by the profile service. */
export const profileRequests = {} as const;
