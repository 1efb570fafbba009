/** Where the day digests' screen lives: the app's screen table and the feature's link share it. */
export const DAY_DIGESTS_PATH = '/admin/tools/day-digests';
