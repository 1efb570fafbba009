import type { Page } from '@playwright/test';

/** The screen as it is now on a laptop (1366×768) and on a tablet standing (768×1024), for review. */
export async function screenshotsOf(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const [width, height] of [
    [1366, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/screens/${name}-${width}x${height}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
