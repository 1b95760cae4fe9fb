/** Request/reply patterns served by the training service. */
export const trainingRequests = {} as const;
