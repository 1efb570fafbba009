/** Root of every results and awarding query: a saved result or an award refreshes them all. */
export const RESULTS_KEY = ['results'] as const;
