import { createDraw, listGeneralProducts, listLotteryResults } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { auth, BANCA_ZONE, hhmm } from './api-helpers';

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** Minutes since midnight and seconds, on the banca's clock. */
export function bancaClock(): { minutes: number; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BANCA_ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return { minutes: part('hour') * 60 + part('minute'), seconds: part('second') };
}

export interface MadeDraw {
  readonly name: string;
  readonly occurrenceId: number;
  readonly closeAt: number;
}

/**
 * A new draw of `productName` today at `minutes` (closing `closeMinutes` before it), and its
 * occurrence of today; a time another draw of the product already has moves one minute on.
 */
export async function makeDraw(
  request: APIRequestContext,
  admin: string,
  productName: string,
  minutes: number,
  closeMinutes: number,
): Promise<MadeDraw> {
  const products = (await (await request.get(listGeneralProducts.path, { headers: auth(admin) })).json()) as {
    id: number;
    name: string;
    lottery_id: number;
  }[];
  const product = products.find((candidate) => candidate.name === productName)!;
  for (let time = minutes; time < 24 * 60; time += 1) {
    const name = `${productName} e2e ${Date.now().toString(36)}`;
    const created = await request.post(createDraw.path, {
      headers: auth(admin),
      data: {
        product_id: product.id,
        name,
        draw_time: hhmm(time),
        slot: 3,
        display_order: 7,
        weekdays: ALL_WEEKDAYS,
        close_minutes: closeMinutes,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(200);
    const draw = (await created.json()) as { id: number };
    // Creating the draw made its occurrence of today; the results list shows it.
    const results = await request.get(`${listLotteryResults.path}?lottery_id=${product.lottery_id}`, {
      headers: auth(admin),
    });
    const rows = ((await results.json()) as { data: { draw_id: number; occurrence_id: number; close_at: string }[] })
      .data;
    const occurrence = rows.find((row) => row.draw_id === draw.id)!;
    return { name, occurrenceId: occurrence.occurrence_id, closeAt: Date.parse(occurrence.close_at) };
  }
  throw new Error(`No hay una hora libre para un sorteo de ${productName}.`);
}
