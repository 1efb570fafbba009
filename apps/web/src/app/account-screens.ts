import { rule, type Role } from '@banca/contracts';
import { LAY_OFF_PATH, RISK_BOARD_PATH, RISK_THRESHOLDS_PATH } from '@/features/risk-thresholds';
import { DAY_DIGESTS_PATH } from '@/features/integrity/paths';
import { ALERTS_PATH } from '@/features/alerts/paths';
import { DRAW_SEAL_PATH, DRAW_SEALS_PATH } from '@/features/draw-seals/paths';
import { REGULATOR_REPORT_PATH } from '@/features/regulator-report';
import type { IconName, Screen } from './screens';

/**
 * Pages beyond the spec's screen table (the signed-in user's own account, the system's scheduled
 * jobs, the banca's risk thresholds and lay-off list): reached from the top bar or a screen's
 * link, never listed in the menu, behind the same guard as a screen.
 */
/** A page of the tools' section beyond the spec's table, for `roles`. */
const toolPage = (path: string, title: string, icon: IconName, roles: Role | Role[]): Screen => ({
  path,
  section: 'tools',
  title,
  icon,
  access: rule(roles),
});

export const TWO_FACTOR_SCREEN = toolPage('/account/two-factor', 'Verificación en dos pasos', 'settings', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
  'DISTRIBUIDOR',
]);

/** The scheduled jobs of the whole system, their state and history (ADR 055). */
export const JOBS_SCREEN = toolPage('/admin/tools/jobs', 'Tareas programadas', 'update', 'ADMIN_BANCA');

/** A banca's risk thresholds (ADR 058): reached from the risk board of the sales dashboard. */
export const RISK_THRESHOLDS_SCREEN = toolPage(RISK_THRESHOLDS_PATH, 'Umbrales de riesgo', 'settings', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
]);

/** A draw's lay-off list (ADR 058): reached from the risk board of the sales dashboard. */
export const LAY_OFF_SCREEN = toolPage(LAY_OFF_PATH, 'Lista de descarga', 'report', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
  'DISTRIBUIDOR',
]);

/** The live risk board (ADR 058): reached from the risk board of the sales dashboard. */
export const RISK_BOARD_SCREEN = toolPage(RISK_BOARD_PATH, 'Tablero de riesgo', 'report', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
  'DISTRIBUIDOR',
]);

/** The day digests of the audit log and the ledger (ADR 057), reached from the Bitácora and Contabilidad. */
export const DAY_DIGESTS_SCREEN = toolPage(DAY_DIGESTS_PATH, 'Huella diaria', 'logs', ['ADMIN_BANCA', 'SUPERV_BANCA']);

/** The anomaly alerts and rules (ADR 061): reached from the top bar's badge and the bell. */
export const ALERTS_SCREEN = toolPage(ALERTS_PATH, 'Alertas', 'report', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
  'DISTRIBUIDOR',
]);

/** The sealed draws and each one's acta (ADR 060), reached from Huella diaria. */
export const DRAW_SEALS_SCREEN = toolPage(DRAW_SEALS_PATH, 'Actas de cierre', 'report', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
]);
export const DRAW_SEAL_SCREEN = toolPage(DRAW_SEAL_PATH, 'Acta de cierre', 'report', ['ADMIN_BANCA', 'SUPERV_BANCA']);
/** The regulator's report and its manifest, reached from the Huella diaria. */
export const REGULATOR_REPORT_SCREEN = toolPage(REGULATOR_REPORT_PATH, 'Reporte al regulador', 'report', [
  'ADMIN_BANCA',
  'SUPERV_BANCA',
]);

export const ACCOUNT_SCREENS: readonly Screen[] = [
  TWO_FACTOR_SCREEN,
  JOBS_SCREEN,
  RISK_THRESHOLDS_SCREEN,
  LAY_OFF_SCREEN,
  RISK_BOARD_SCREEN,
  DAY_DIGESTS_SCREEN,
  ALERTS_SCREEN,
  DRAW_SEALS_SCREEN,
  DRAW_SEAL_SCREEN,
  REGULATOR_REPORT_SCREEN,
];
