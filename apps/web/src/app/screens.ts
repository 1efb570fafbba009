import { rule, type AccessRule, type Role } from '@banca/contracts';
import { ROLE_BY_LETTER } from './role-letters';

/**
 * THE screen table (spec §2). The menu, the routes and the guards are all built from it; every
 * screen has its page in `routes/screen-modules.ts` (a test holds the two equal).
 */

export type SectionId = 'dashboards' | 'administrative' | 'reports' | 'registry' | 'tools' | 'cash' | 'ticketOffice' | 'polla';

export const SECTIONS: readonly { id: SectionId; title: string }[] = [
  { id: 'dashboards', title: 'Tableros' },
  { id: 'administrative', title: 'Administrativo' },
  { id: 'reports', title: 'Reportes' },
  { id: 'registry', title: 'Registro' },
  { id: 'tools', title: 'Herramientas' },
  { id: 'cash', title: 'Gestión de caja' },
  { id: 'ticketOffice', title: 'Taquilla' },
  { id: 'polla', title: 'Polla' },
];

/** Icon names, mapped to icon components by the menu (keeps this table free of React). */
export type IconName =
  | 'sales' | 'chart' | 'accounting' | 'payment' | 'account' | 'transaction' | 'cash' | 'rate'
  | 'report' | 'bank' | 'network' | 'agency' | 'store' | 'quota' | 'percent' | 'users' | 'product'
  | 'award' | 'logs' | 'block' | 'pause' | 'update' | 'income' | 'outcome' | 'register' | 'settings'
  | 'sell' | 'ticket' | 'results' | 'prize';

export interface Tab {
  /** The `{tab}` segment of the route. */
  readonly segment: string;
  readonly title: string;
  /** Narrows the screen's rule for this tab (both must allow). */
  readonly access?: AccessRule;
}

export interface Screen {
  readonly path: string;
  readonly section: SectionId;
  readonly title: string;
  readonly icon: IconName;
  readonly access: AccessRule;
  readonly tabs?: readonly Tab[];
}

const { A, S, D, T, V, P } = ROLE_BY_LETTER;
const noPA = { deniedCountries: ['PA'] } as const;
const registry = { requires: ['manage_childs'] } as const;
const REPORT_ROLES = [A, S, D, T] as const;
const REGISTRY_ROLES = [A, S, D] as const;

const report = (segment: string, title: string, access: AccessRule = rule(REPORT_ROLES)): Screen => ({
  path: `/admin/administrative/balance-report/${segment}`,
  section: 'reports',
  title,
  icon: 'report',
  access,
});

export const SCREENS: readonly Screen[] = [
  { path: '/admin/dashboards/sales', section: 'dashboards', title: 'Ventas del día', icon: 'sales', access: rule([A, D, S, T]) },
  { path: '/admin/dashboards/analytical', section: 'dashboards', title: 'Analítico', icon: 'chart', access: rule([A, D, S, T]) },

  {
    path: '/admin/administrative/accounting-entries',
    section: 'administrative',
    title: 'Contabilidad',
    icon: 'accounting',
    access: rule([A, D, S, T]),
    tabs: [
      { segment: 'accountBalance', title: 'Balance' },
      { segment: 'paymentRecord', title: 'Registro de pagos' },
      { segment: 'accountEntries', title: 'Asientos contables', access: rule([A, D, S]) },
      { segment: 'movementReports', title: 'Reporte de movimientos' },
    ],
  },
  { path: '/admin/administrative/payment-methods', section: 'administrative', title: 'Métodos de pago', icon: 'payment', access: rule([A, D, S, T]) },
  { path: '/admin/administrative/accounts', section: 'administrative', title: 'Cuentas', icon: 'account', access: rule([A, D, S, T]) },
  {
    path: '/admin/administrative/transactions',
    section: 'administrative',
    title: 'Transacciones',
    icon: 'transaction',
    access: rule([A, D, S, T], noPA),
    tabs: [
      { segment: 'pending', title: 'Pendientes' },
      { segment: 'history', title: 'Historial' },
    ],
  },
  {
    path: '/admin/administrative/cash-manage',
    section: 'administrative',
    title: 'Administración de caja',
    icon: 'cash',
    access: rule([A, S], noPA),
    tabs: [
      { segment: 'resume', title: 'Resumen' },
      { segment: 'cash-registers', title: 'Arqueos' },
      { segment: 'funds', title: 'Fondos' },
      { segment: 'prizes', title: 'Premios' },
      { segment: 'reloads', title: 'Recargas' },
      { segment: 'audit', title: 'Auditoría' },
    ],
  },
  { path: '/admin/administrative/rate', section: 'administrative', title: 'Tasa de cambio', icon: 'rate', access: rule([A, V], noPA) },

  report('general-sales', 'Ventas generales'),
  report('external-reports', 'Reportes externos', rule([A, S], noPA)),
  report('grossSales', 'Ventas brutas'),
  report('daily-sales', 'Ventas diarias'),
  report('betsDailyReports', 'Jugadas diarias'),
  report('salesOnline', 'Ventas en línea'),
  report('results', 'Resultados', rule([A, T, D, S])),
  report('ticketConsult', 'Consulta de tickets'),
  report('detailed-prize', 'Premios detallados'),
  report('identified-winners', 'Ganadores identificados', rule([A, S])),

  {
    path: '/admin/registry/banking',
    section: 'registry',
    title: 'Banca',
    icon: 'bank',
    access: rule(A, registry),
    tabs: [
      { segment: 'config', title: 'Configuración' },
      { segment: 'top-quota', title: 'Topes' },
    ],
  },
  { path: '/admin/registry/affiliates/general', section: 'registry', title: 'Afiliados', icon: 'network', access: rule(REGISTRY_ROLES, registry) },
  {
    path: '/admin/registry/agencies',
    section: 'registry',
    title: 'Agencias',
    icon: 'agency',
    access: rule(REGISTRY_ROLES, registry),
    tabs: [
      { segment: 'general', title: 'General' },
      { segment: 'bets', title: 'Configuración de jugadas' },
    ],
  },
  { path: '/admin/registry/ticket-office/general', section: 'registry', title: 'Taquillas', icon: 'store', access: rule(REGISTRY_ROLES, registry) },
  { path: '/admin/registry/quotas', section: 'registry', title: 'Cupos', icon: 'quota', access: rule(REGISTRY_ROLES, registry) },
  { path: '/admin/registry/commissions', section: 'registry', title: 'Comisiones', icon: 'percent', access: rule(REGISTRY_ROLES, registry) },
  { path: '/admin/registry/users/general', section: 'registry', title: 'Usuarios', icon: 'users', access: rule(REGISTRY_ROLES, registry) },
  { path: '/admin/registry/products/general', section: 'registry', title: 'Productos', icon: 'product', access: rule(A, registry) },

  { path: '/admin/tools/award-raffle', section: 'tools', title: 'Premiar sorteo', icon: 'award', access: rule([A, S, D], { requires: ['awarding_results'] }) },
  { path: '/admin/tools/logs-reports', section: 'tools', title: 'Bitácora', icon: 'logs', access: rule(A) },
  { path: '/admin/tools/block-number', section: 'tools', title: 'Bloquear números', icon: 'block', access: rule([A, S]) },
  { path: '/admin/tools/suspend-raffle', section: 'tools', title: 'Suspender sorteos', icon: 'pause', access: rule([A, S]) },
  { path: '/admin/tools/updates', section: 'tools', title: 'Actualizaciones', icon: 'update', access: rule(A) },

  // The agency's review of its taquillas' cash, named apart from its own counter (Taquilla › Ingresos…).
  { path: '/admin/cash-management/incomes', section: 'cash', title: 'Ingresos de taquillas', icon: 'income', access: rule(T, noPA) },
  { path: '/admin/cash-management/outcomes', section: 'cash', title: 'Egresos de taquillas', icon: 'outcome', access: rule(T, noPA) },
  { path: '/admin/cash-management/cash-register', section: 'cash', title: 'Arqueos de taquillas', icon: 'register', access: rule(T, noPA) },
  { path: '/admin/cash-management/config', section: 'cash', title: 'Configuración de caja', icon: 'settings', access: rule(T, noPA) },

  { path: '/ticket-office/sell', section: 'ticketOffice', title: 'Vender', icon: 'sell', access: rule([V, T]) },
  { path: '/ticket-office/incomes', section: 'ticketOffice', title: 'Ingresos', icon: 'income', access: rule([V, T], noPA) },
  { path: '/ticket-office/outcomes', section: 'ticketOffice', title: 'Egresos', icon: 'outcome', access: rule([V, T], noPA) },
  { path: '/ticket-office/cash-register', section: 'ticketOffice', title: 'Arqueo de caja', icon: 'register', access: rule([V, T], noPA) },

  { path: '/ticket-office/polla', section: 'polla', title: 'Tickets de polla', icon: 'ticket', access: rule(P) },
  { path: '/ticket-office/results', section: 'polla', title: 'Resultados', icon: 'results', access: rule(P) },
  { path: '/ticket-office/prizes', section: 'polla', title: 'Premios', icon: 'prize', access: rule(P) },
  { path: '/admin/game-management/polla/daily-jackpots', section: 'polla', title: 'Potes diarios', icon: 'cash', access: rule([A, S]) },
  { path: '/admin/game-management/polla/weekly-jackpots', section: 'polla', title: 'Potes semanales', icon: 'cash', access: rule([A, S]) },
];

/** Where `/` sends each role. */
export const HOME_BY_ROLE: Record<Role, string> = {
  ADMIN_BANCA: '/admin/dashboards/sales',
  SUPERV_BANCA: '/admin/dashboards/sales',
  DISTRIBUIDOR: '/admin/dashboards/sales',
  ADMIN_TAQUILLA: '/admin/dashboards/sales',
  VEND_TAQUILLA: '/ticket-office/sell',
  VEND_TAQUILLA_POLLA: '/ticket-office/polla',
};

/** Where the error pages' home button goes (spec §2). */
export const ERROR_HOME_PATH = '/admin/dashboards/sales';
