import { signIn } from '@banca/contracts';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/** The seed's demo users (README): all share this password. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERNAMES = [
  'admin',
  'supervisor',
  'distribuidor',
  'distribuidor2',
  'agencia',
  'taquilla',
  'polla',
  'admin.pa',
  'admin.co',
] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

export const ACCESS_COOKIE = 'banca_access_token';
export const REFRESH_KEY = 'banca_refresh_token';

export interface SignedIn {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly user: {
    readonly id: number;
    readonly name: string;
    readonly role: string;
    readonly currency: string;
    readonly partner: { readonly name: string };
  };
}

interface Fixtures {
  /** Signs in through the API and leaves the tokens where the web app keeps them. */
  signInAs: (username: DemoUsername) => Promise<SignedIn>;
  /** Puts tokens in the browser (cookie + localStorage) without loading the app. */
  putTokens: (tokens: { access?: string | null; refresh?: string | null }) => Promise<void>;
  /** Every CSP violation the page reported; the test fails if there is any. */
  cspViolations: string[];
  /** The toasts stay on screen three times their 2.5 s (see below). */
  lastingToasts: void;
}

/** The app's toast duration (spec §2 and §9; its component test holds it to that). */
const TOAST_DURATION_MS = 2500;
/** How long a toast stays in the flows: a starved browser can let 2.5 s pass between two looks. */
const TOAST_DURATION_IN_FLOWS_MS = 3 * TOAST_DURATION_MS;

const SEED_PATH = '/__e2e_seed__';

async function putTokens(page: Page, baseURL: string, tokens: { access?: string | null; refresh?: string | null }) {
  if (tokens.access) {
    await page.context().addCookies([
      {
        name: ACCESS_COOKIE,
        value: encodeURIComponent(tokens.access),
        url: baseURL,
        sameSite: 'Strict',
        expires: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
      },
    ]);
  }
  if (tokens.refresh !== undefined) {
    // An empty same-origin page (answered here, never by the server) to reach localStorage.
    await page.route(`${baseURL}${SEED_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
    );
    await page.goto(SEED_PATH);
    await page.evaluate(([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)), [
      REFRESH_KEY,
      tokens.refresh ?? null,
    ] as const);
    await page.unroute(`${baseURL}${SEED_PATH}`);
  }
}

export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Chromium reports most CSP violations as DevTools issues, not console lines: listen
      // to the page's own `securitypolicyviolation` events as well.
      await page.exposeFunction('__e2eReportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eReportCspViolation: (text: string) => void })
            .__e2eReportCspViolation;
          void report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      page.on('console', (message) => {
        if (/content security policy|refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'violaciones de la CSP').toEqual([]);
    },
    { auto: true },
  ],

  // Where two cores run the server, the database and two browsers, a flow's look at the screen
  // can come seconds after the app put a toast up, and the toast is gone. The flows read what the
  // user is told, so in them the app's toast timer lasts three times as long.
  lastingToasts: [
    async ({ page }, use) => {
      await page.addInitScript(
        ([toast, lasting]) => {
          const setTimeoutOfApp = window.setTimeout.bind(window);
          window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
            setTimeoutOfApp(handler, timeout === toast ? lasting : timeout, ...rest)) as typeof window.setTimeout;
        },
        [TOAST_DURATION_MS, TOAST_DURATION_IN_FLOWS_MS] as const,
      );
      await use();
    },
    { auto: true },
  ],

  putTokens: async ({ page, baseURL }, use) => {
    await use((tokens) => putTokens(page, baseURL!, tokens));
  },

  signInAs: async ({ page, request, baseURL }, use) => {
    await use(async (username) => {
      const response = await request.post(signIn.path, { data: { username, password: DEMO_PASSWORD } });
      expect(response.status(), `inicio de sesión de ${username}`).toBe(200);
      const body = (await response.json()) as SignedIn;
      await putTokens(page, baseURL!, { access: body.access_token, refresh: body.refresh_token });
      return body;
    });
  },
});

export { expect };

/** A real 1×1 PNG: the image a flow attaches as evidence. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A validly signed access token that expired a minute ago (the e2e server's own secret). */
export function expiredAccessToken(userId: number): string {
  const dataDir = process.env.BANCA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('BANCA_E2E_DATA_DIR no está definido (lo define playwright.config.ts).');
  const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(userId), typ: 'access', iat: now - 960, exp: now - 60 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The side menu as the user sees it: sections in order, each entry with its state. */
export async function readMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeVisible();
  return nav.evaluate((element) =>
    [...element.querySelectorAll('ul')].map((list) => ({
      section: document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
      entries: [...list.querySelectorAll(':scope > li')].map((item) => ({
        title: item.textContent?.trim() ?? '',
        disabled: item.querySelector('[aria-disabled="true"]') !== null,
        href: item.querySelector('a')?.getAttribute('href') ?? null,
      })),
    })),
  );
}
