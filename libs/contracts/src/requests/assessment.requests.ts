/** Request/reply patterns served by the assessment service. */
export const assessmentRequests = {} as const;
