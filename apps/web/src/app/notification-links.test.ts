import { NOTIFICATION_LINKS } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCREENS } from './account-screens';
import { SCREENS } from './screens';

/** Every path a screen (or a tab of one) answers to, the pages beyond the spec's table included. */
const screenPaths = new Set(
  [...SCREENS, ...ACCOUNT_SCREENS].flatMap((screen) => [
    screen.path,
    ...(screen.tabs ?? []).map((tab) => `${screen.path}/${tab.segment}`),
  ]),
);

describe('notification links', () => {
  it.each(Object.entries(NOTIFICATION_LINKS))('%s leads to a screen of the table (%s)', (_name, path) => {
    expect(screenPaths.has(path)).toBe(true);
  });

  it('would notice a link to no screen', () => {
    expect(screenPaths.has('/admin/tools/nowhere')).toBe(false);
  });
});
