import { DEMO_USERNAMES, expect, readMenu, test, type DemoUsername } from './fixtures';

/**
 * Spec §2 read for each demo user: the menu they must see, section by section, with the
 * titles of its entries, every one a link.
 */
const DASHBOARDS = { Tableros: ['Ventas del día', 'Analítico'] };
const ALL_REPORTS = [
  'Ventas generales',
  'Reportes externos',
  'Ventas brutas',
  'Ventas diarias',
  'Jugadas diarias',
  'Ventas en línea',
  'Resultados',
  'Consulta de tickets',
  'Premios detallados',
  'Ganadores identificados',
];
const REPORTS_NO_EXTERNAL = ALL_REPORTS.filter((title) => title !== 'Reportes externos');
/** Below the banca: no external reports, no identified winners (compliance is the banca's). */
const REPORTS_BELOW = REPORTS_NO_EXTERNAL.filter((title) => title !== 'Ganadores identificados');
const REGISTRY_ALL = ['Banca', 'Afiliados', 'Agencias', 'Taquillas', 'Cupos', 'Comisiones', 'Usuarios', 'Productos'];
const REGISTRY_MID = ['Afiliados', 'Agencias', 'Taquillas', 'Cupos', 'Comisiones', 'Usuarios'];
const ALL_TOOLS = ['Premiar sorteo', 'Bitácora', 'Bloquear números', 'Suspender sorteos', 'Actualizaciones'];
const ADMINISTRATIVE_ALL = [
  'Contabilidad',
  'Métodos de pago',
  'Cuentas',
  'Transacciones',
  'Administración de caja',
  'Tasa de cambio',
];
const ADMINISTRATIVE_MID = ['Contabilidad', 'Métodos de pago', 'Cuentas', 'Transacciones'];
const TICKET_OFFICE = ['Vender', 'Ingresos', 'Egresos', 'Arqueo de caja'];

interface Expected {
  readonly home: string;
  readonly role: string;
  readonly partner: string;
  readonly currency: string;
  readonly menu: Record<string, string[]>;
}

const POLLA_POTES = ['Potes diarios', 'Potes semanales'];

const EXPECTED: Record<DemoUsername, Expected> = {
  admin: {
    home: '/admin/dashboards/sales',
    role: 'Administrador de banca',
    partner: 'Banca Venezuela',
    currency: 'Bolivares',
    menu: {
      ...DASHBOARDS,
      Administrativo: ADMINISTRATIVE_ALL,
      Reportes: ALL_REPORTS,
      Registro: REGISTRY_ALL,
      Herramientas: ALL_TOOLS,
      Polla: POLLA_POTES,
    },
  },
  supervisor: {
    home: '/admin/dashboards/sales',
    role: 'Supervisor de banca',
    partner: 'Banca Venezuela',
    currency: 'Bolivares',
    menu: {
      ...DASHBOARDS,
      Administrativo: ['Contabilidad', 'Métodos de pago', 'Cuentas', 'Transacciones', 'Administración de caja'],
      Reportes: ALL_REPORTS,
      Registro: REGISTRY_MID,
      Herramientas: ['Bloquear números', 'Suspender sorteos'],
      Polla: POLLA_POTES,
    },
  },
  distribuidor: {
    home: '/admin/dashboards/sales',
    role: 'Distribuidor',
    partner: 'Distribuidora Centro',
    currency: 'Bolivares',
    menu: {
      ...DASHBOARDS,
      Administrativo: ADMINISTRATIVE_MID,
      Reportes: REPORTS_BELOW,
      Registro: REGISTRY_MID,
      Herramientas: ['Premiar sorteo'],
    },
  },
  distribuidor2: {
    home: '/admin/dashboards/sales',
    role: 'Distribuidor',
    partner: 'Distribuidora Oriente',
    currency: 'Bolivares',
    menu: { ...DASHBOARDS, Administrativo: ADMINISTRATIVE_MID, Reportes: REPORTS_BELOW },
  },
  agencia: {
    home: '/admin/dashboards/sales',
    role: 'Administrador de taquilla',
    partner: 'Agencia Centro 1',
    currency: 'Bolivares',
    menu: {
      ...DASHBOARDS,
      Administrativo: ADMINISTRATIVE_MID,
      Reportes: REPORTS_BELOW,
      'Gestión de caja': [
        'Ingresos de taquillas',
        'Egresos de taquillas',
        'Arqueos de taquillas',
        'Configuración de caja',
      ],
      Taquilla: TICKET_OFFICE,
    },
  },
  taquilla: {
    home: '/ticket-office/sell',
    role: 'Vendedor de taquilla',
    partner: 'Taquilla 1',
    currency: 'Bolivares',
    menu: { Administrativo: ['Tasa de cambio'], Taquilla: TICKET_OFFICE },
  },
  polla: {
    home: '/ticket-office/polla',
    role: 'Vendedor de polla',
    partner: 'Taquilla 2',
    currency: 'Bolivares',
    menu: { Polla: ['Tickets de polla', 'Resultados', 'Premios'] },
  },
  'admin.pa': {
    home: '/admin/dashboards/sales',
    role: 'Administrador de banca',
    partner: 'Banca Panamá',
    currency: 'Dolares',
    menu: {
      ...DASHBOARDS,
      Administrativo: ['Contabilidad', 'Métodos de pago', 'Cuentas'],
      Reportes: REPORTS_NO_EXTERNAL,
      Registro: REGISTRY_ALL,
      Herramientas: ALL_TOOLS,
      Polla: POLLA_POTES,
    },
  },
  'admin.co': {
    home: '/admin/dashboards/sales',
    role: 'Administrador de banca',
    partner: 'Banca Colombia',
    currency: 'Pesos Colombianos',
    menu: {
      ...DASHBOARDS,
      Administrativo: ADMINISTRATIVE_ALL,
      Reportes: ALL_REPORTS,
      Registro: REGISTRY_ALL,
      Herramientas: ['Bitácora', 'Bloquear números', 'Suspender sorteos', 'Actualizaciones'],
      Polla: POLLA_POTES,
    },
  },
};

for (const username of DEMO_USERNAMES) {
  test(`${username}: lands on its home and sees exactly the menu the spec allows`, async ({ page, signInAs }) => {
    const expected = EXPECTED[username];
    const { user } = await signInAs(username);
    await page.goto('/');
    await expect(page).toHaveURL(expected.home);

    const menu = await readMenu(page);
    expect(
      Object.fromEntries(menu.map((section) => [section.section, section.entries.map((entry) => entry.title)])),
    ).toEqual(expected.menu);
    // Every screen is built: each entry is a link.
    for (const section of menu) {
      for (const entry of section.entries) {
        expect(entry.disabled, `${entry.title} deshabilitada`).toBe(false);
        expect(entry.href, entry.title).not.toBeNull();
      }
    }

    const session = page.getByRole('group', { name: 'Usuario de la sesión' });
    await expect(session).toContainText(user.name);
    await expect(session).toContainText(expected.role);
    await expect(session).toContainText(expected.partner);
    await expect(session).toContainText(expected.currency);
  });
}

test('on a tablet in portrait the menu is a drawer opened from the top bar', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs('agencia');
  await page.goto('/admin/dashboards/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas del día' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('list', { name: 'Gestión de caja' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
});
