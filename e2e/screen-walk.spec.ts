import type { Page } from '@playwright/test';
import { DEMO_USERNAMES, expect, readMenu, test, type DemoUsername } from './fixtures';

/**
 * Every demo user opens every entry of their menu at a laptop's and a tablet's size, and each
 * screen is read as a person meets it on arrival:
 * - the page is never wider than the window (nothing to scroll sideways for);
 * - the screen's primary action is in view: the page header's actions (`data-page-actions`) and
 *   whatever a screen marks `data-primary-action` (the point of sale's VENDER, a form's GUARDAR);
 * - a row's Acciones cell is never blank (it offers an action or says where the row is managed);
 * - nothing is written to the console as an error, and no script fails;
 * - the visible text holds no raw value: an ISO date (2026-11-26) where a date reads 26/11/2026,
 *   `undefined`, `NaN`, `[object …]`, or a currency's code before an amount (`BS 10,00`) where its
 *   symbol belongs.
 * One page per user, moving between screens inside the app as a click in the menu does, so a
 * walk of some thirty screens at two sizes takes seconds per screen, not a sign-in each.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
] as const;

/** Raw values a person should never read, each with what it is called in the failure. */
const RAW_TEXT: readonly { name: string; pattern: RegExp }[] = [
  { name: 'fecha ISO', pattern: /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/ },
  { name: 'undefined', pattern: /\bundefined\b/ },
  { name: 'NaN', pattern: /\bNaN\b/ },
  { name: '[object', pattern: /\[object /i },
  // A space, not a tab: a Moneda column («BS») beside a count is two cells, not a raw amount.
  { name: 'código de moneda ante un monto', pattern: /\b(?:BS|VES|COP|USD)[ \u00a0]?-?\d/ },
];

interface Arrival {
  readonly overflow: number;
  readonly outOfView: string[];
  readonly blankActions: string[];
  readonly raw: string[];
}

/** Waits for the screen to finish loading: its h1, and no progress bar, skeleton or "Cargando…". */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await page
    .waitForFunction(
      () => {
        const busy = document.querySelectorAll(
          'main [role="progressbar"], main .MuiSkeleton-root, main .MuiCircularProgress-root',
        );
        const visible = [...busy].filter((element) => (element as HTMLElement).checkVisibility());
        return visible.length === 0 && !/Cargando…/.test(document.querySelector('main')?.textContent ?? '');
      },
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined); // Still loading after 15 s: measured as it is.
}

/** What a person meets on arrival, measured in the page. */
function measureArrival(page: Page, patterns: readonly { name: string; source: string; flags: string }[]) {
  return page.evaluate((patterns): Arrival => {
    const root = document.documentElement;
    const outOfView: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[data-page-actions], [data-primary-action]')) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -1 || box.top < -1 || box.right > innerWidth + 1 || box.bottom > innerHeight + 1) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
        outOfView.push(
          `«${name}» en x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top)}–${Math.round(box.bottom)}`,
        );
      }
    }
    // A row's Acciones cell says what an operator can do there, never nothing.
    const blankActions: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const headers = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent?.trim());
      const column = headers.indexOf('Acciones');
      if (column < 0) continue;
      const blank = [...table.querySelectorAll('tbody tr')].filter((row) => {
        const cells = row.querySelectorAll('td');
        if (cells.length !== headers.length) return false;
        const cell = cells[column]!;
        return !cell.textContent?.trim() && !cell.querySelector('button, a');
      }).length;
      if (blank > 0)
        blankActions.push(`${blank} filas con la celda Acciones vacía en «${table.getAttribute('aria-label') ?? ''}»`);
    }
    const text = document.body.innerText;
    const raw: string[] = [];
    for (const { name, source, flags } of patterns) {
      const match = new RegExp(source, flags.includes('g') ? flags : `${flags}g`);
      for (const found of text.matchAll(match)) {
        const at = found.index ?? 0;
        raw.push(`${name}: «${text.slice(Math.max(0, at - 30), at + found[0].length + 30).replace(/\s+/g, ' ')}»`);
        if (raw.length > 20) break;
      }
    }
    return { overflow: root.scrollWidth - innerWidth, outOfView, blankActions, raw };
  }, patterns);
}

/** Moves to a path inside the app, as the menu's links do (no new page load, no new sign-in). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.scrollTo(0, 0);
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const username of DEMO_USERNAMES) {
  test(`${username}: every menu entry, at 1366×768 and 768×1024, fits, shows its action and no raw value`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(480_000);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: error en la consola: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: error de la página: ${error.message.slice(0, 200)}`));

    await page.setViewportSize(SIZES[0]);
    await signInAs(username as DemoUsername);
    await page.goto('/');
    const entries = (await readMenu(page)).flatMap((section) =>
      section.entries.filter((entry) => entry.href && !entry.disabled).map((entry) => entry.href!),
    );
    expect(entries.length, 'entradas del menú').toBeGreaterThan(0);
    const patterns = RAW_TEXT.map(({ name, pattern }) => ({ name, source: pattern.source, flags: pattern.flags }));

    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const path of entries) {
        current = `${path} a ${size.width}×${size.height}`;
        await openInApp(page, path);
        const arrival = await measureArrival(page, patterns);
        if (arrival.overflow > 1)
          problems.push(`${current}: la página es ${arrival.overflow} px más ancha que la ventana`);
        for (const what of arrival.outOfView) problems.push(`${current}: acción principal fuera de la vista: ${what}`);
        for (const what of arrival.blankActions) problems.push(`${current}: ${what}`);
        for (const what of arrival.raw) problems.push(`${current}: valor sin formato, ${what}`);
      }
    }
    test.info().annotations.push({ type: 'pantallas', description: `${entries.length} × ${SIZES.length} tamaños` });
    expect(problems, `lo que ${username} encuentra`).toEqual([]);
  });
}
