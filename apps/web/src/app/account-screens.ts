import { rule } from '@banca/contracts';
import type { Screen } from './screens';

/**
 * Pages of the signed-in user's own account, beyond the spec's screen table: reached from the top
 * bar, never listed in the menu, behind the same guard as a screen.
 */
export const TWO_FACTOR_SCREEN: Screen = {
  path: '/account/two-factor',
  section: 'tools',
  title: 'Verificación en dos pasos',
  icon: 'settings',
  access: rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR']),
};

export const ACCOUNT_SCREENS: readonly Screen[] = [TWO_FACTOR_SCREEN];
