/** Blocked numbers and suspended draws. */
export const drawControlEndpoints = [] as const;
