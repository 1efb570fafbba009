/** `value` with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE pattern of values containing `value` (for a search box). */
export const containsPattern = (value: string): string => `%${escapeLike(value)}%`;

/** The LIKE pattern of values starting with `value` (for a materialised-path subtree). */
export const prefixPattern = (value: string): string => `${escapeLike(value)}%`;
