import type { Page } from '@playwright/test';

/**
 * Printing is the browser's dialog: in the flows it is counted, not opened. Call before the first
 * visit; `printedCount` reads how many times the page asked to print.
 */
export async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { __printed: number };
    counter.__printed = 0;
    window.print = () => {
      counter.__printed += 1;
    };
  });
}

export const printedCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed: number }).__printed);
