import { rule } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUsername } from '@/test/demo-users';
import { buildMenu } from './menu';
import type { Screen } from './screens';

const AE = '/admin/administrative/';
const BR = '/admin/administrative/balance-report/';
const DASH = ['/admin/dashboards/sales', '/admin/dashboards/analytical'];
const ALL_REPORTS = [
  'general-sales',
  'external-reports',
  'grossSales',
  'daily-sales',
  'betsDailyReports',
  'salesOnline',
  'results',
  'ticketConsult',
  'detailed-prize',
  'identified-winners',
].map((r) => BR + r);
const REPORTS_NO_EXTERNAL = ALL_REPORTS.filter((path) => !path.endsWith('external-reports'));
/** Below the banca: no external reports, no identified winners (compliance is the banca's). */
const REPORTS_BELOW = REPORTS_NO_EXTERNAL.filter((path) => !path.endsWith('identified-winners'));
const REGISTRY_MID = [
  'affiliates/general',
  'agencies',
  'ticket-office/general',
  'quotas',
  'commissions',
  'users/general',
].map((r) => `/admin/registry/${r}`);
const REGISTRY_ALL = ['/admin/registry/banking', ...REGISTRY_MID, '/admin/registry/products/general'];
const TICKET_OFFICE = [
  '/ticket-office/sell',
  '/ticket-office/incomes',
  '/ticket-office/outcomes',
  '/ticket-office/cash-register',
];

const POLLA_POTES = ['/admin/game-management/polla/daily-jackpots', '/admin/game-management/polla/weekly-jackpots'];

/** Spec §2 read for each demo user: section id → the paths of the entries they must see. */
const EXPECTED: Record<DemoUsername, Record<string, string[]>> = {
  admin: {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts', 'transactions', 'cash-manage', 'rate'].map(
      (p) => AE + p,
    ),
    reports: ALL_REPORTS,
    registry: REGISTRY_ALL,
    tools: ['award-raffle', 'logs-reports', 'block-number', 'suspend-raffle', 'updates'].map(
      (p) => `/admin/tools/${p}`,
    ),
    polla: POLLA_POTES,
  },
  supervisor: {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts', 'transactions', 'cash-manage'].map(
      (p) => AE + p,
    ),
    reports: ALL_REPORTS,
    registry: REGISTRY_MID,
    tools: ['/admin/tools/block-number', '/admin/tools/suspend-raffle'],
    polla: POLLA_POTES,
  },
  distribuidor: {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts', 'transactions'].map((p) => AE + p),
    reports: REPORTS_BELOW,
    registry: REGISTRY_MID,
    tools: ['/admin/tools/award-raffle'],
  },
  distribuidor2: {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts', 'transactions'].map((p) => AE + p),
    reports: REPORTS_BELOW,
  },
  agencia: {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts', 'transactions'].map((p) => AE + p),
    reports: REPORTS_BELOW,
    cash: ['incomes', 'outcomes', 'cash-register', 'config'].map((p) => `/admin/cash-management/${p}`),
    ticketOffice: TICKET_OFFICE,
  },
  taquilla: { administrative: [`${AE}rate`], ticketOffice: TICKET_OFFICE },
  polla: { polla: ['/ticket-office/polla', '/ticket-office/results', '/ticket-office/prizes'] },
  'admin.pa': {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts'].map((p) => AE + p),
    reports: REPORTS_NO_EXTERNAL,
    registry: REGISTRY_ALL,
    tools: ['award-raffle', 'logs-reports', 'block-number', 'suspend-raffle', 'updates'].map(
      (p) => `/admin/tools/${p}`,
    ),
    polla: POLLA_POTES,
  },
  'admin.co': {
    dashboards: DASH,
    administrative: ['accounting-entries', 'payment-methods', 'accounts', 'transactions', 'cash-manage', 'rate'].map(
      (p) => AE + p,
    ),
    reports: ALL_REPORTS,
    registry: REGISTRY_ALL,
    tools: ['logs-reports', 'block-number', 'suspend-raffle', 'updates'].map((p) => `/admin/tools/${p}`),
    polla: POLLA_POTES,
  },
};

describe('buildMenu for each demo user', () => {
  for (const [username, expected] of Object.entries(EXPECTED)) {
    it(`${username} sees exactly the entries the spec allows`, () => {
      const menu = buildMenu(DEMO_USERS[username as DemoUsername]);
      const actual = Object.fromEntries(
        menu.map((section) => [section.id, section.entries.map((entry) => entry.path)]),
      );
      expect(actual).toEqual(expected);
    });
  }

  it('points tabbed entries at the first tab the user may open', () => {
    const entry = (username: DemoUsername, path: string) =>
      buildMenu(DEMO_USERS[username])
        .flatMap((section) => section.entries)
        .find((item) => item.path === path);
    expect(entry('agencia', `${AE}accounting-entries`)?.to).toBe(`${AE}accounting-entries/accountBalance`);
    expect(entry('admin', `${AE}cash-manage`)?.to).toBe(`${AE}cash-manage/resume`);
    expect(entry('admin', '/admin/dashboards/sales')?.to).toBe('/admin/dashboards/sales');
  });
});

describe('buildMenu with its own table', () => {
  const screen = (path: string, section: Screen['section'], access: Screen['access']): Screen => ({
    path,
    section,
    title: path,
    icon: 'report',
    access,
  });
  const sections = [
    { id: 'dashboards', title: 'Tableros' },
    { id: 'tools', title: 'Herramientas' },
    { id: 'polla', title: 'Polla' },
  ] as const;
  const table = [
    screen('/a', 'dashboards', rule('ADMIN_BANCA')),
    screen('/b', 'tools', rule('ADMIN_BANCA', { requires: ['awarding_results'] })),
    screen('/c', 'tools', rule('ADMIN_BANCA', { deniedCountries: ['PA'] })),
    screen('/d', 'polla', rule('VEND_TAQUILLA_POLLA')),
  ];

  it('hides sections with no visible entry, keeping the table order', () => {
    const menu = buildMenu(DEMO_USERS['admin.co'], table, sections);
    expect(menu.map((section) => section.id)).toEqual(['dashboards', 'tools']);
    expect(menu[1]?.entries.map((entry) => entry.path)).toEqual(['/c']);
  });

  it('hides a section whose every entry is denied by country or flag', () => {
    const menu = buildMenu(DEMO_USERS['admin.pa'], [table[2]!, table[0]!], sections);
    expect(menu.map((section) => section.id)).toEqual(['dashboards']);
  });

  it('a tabbed screen with no tab allowed is not an entry', () => {
    const tabbed: Screen = {
      ...screen('/t', 'tools', rule(['ADMIN_BANCA', 'DISTRIBUIDOR'])),
      tabs: [{ segment: 'only-admin', title: 'x', access: rule('ADMIN_BANCA') }],
    };
    expect(buildMenu(DEMO_USERS.distribuidor, [tabbed], sections)).toEqual([]);
    expect(buildMenu(DEMO_USERS.admin, [tabbed], sections)[0]?.entries[0]?.to).toBe('/t/only-admin');
  });

  it('shows nothing to nobody', () => {
    expect(buildMenu(null, table, sections)).toEqual([]);
  });
});

describe('menu titles', () => {
  it('never lists the same title twice for one user (an agency sees its own counter and its taquillas’ cash)', () => {
    for (const username of Object.keys(DEMO_USERS) as DemoUsername[]) {
      const titles = buildMenu(DEMO_USERS[username]).flatMap((section) => section.entries.map((entry) => entry.title));
      expect(
        titles.filter((title, index) => titles.indexOf(title) !== index),
        username,
      ).toEqual([]);
    }
  });
});
