import {
  awardRaffle,
  createDraw,
  createSale,
  listGeneralProducts,
  listLotteryResults,
  saveResult,
  type SalePlayRequest,
  type SaleRequest,
} from '@banca/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth, bancaClock, bancaDay, hhmm, tokenOf } from './api-helpers';

export { bancaClock } from './api-helpers';

/**
 * `E2E_PRETEND_LATE=1` runs the flows as if it were too late for any draw of today: every helper
 * that makes a draw to sell on hands out its occurrence of tomorrow, sold in advance (ADR 062),
 * as it does by itself near midnight.
 */
const PRETEND_LATE = process.env.E2E_PRETEND_LATE === '1';

/** Less than this before today's close, a flow that sells on a draw takes tomorrow's occurrence. */
const MIN_OPEN_MS = 5 * 60_000;

/** Tomorrow on the banca's clock, as an ISO date. */
const bancaTomorrow = () => new Date(Date.parse(`${bancaDay()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Skips the running test from `lastMinute` of the banca's day until 00:05, when what it sells or
 * draws (`what`) would fall on another business day.
 */
export function skipNearMidnight(lastMinute: number, what = 'la venta') {
  const { minutes } = bancaClock();
  test.skip(minutes >= lastMinute || minutes < 5, `Cerca de la medianoche ${what} caería en otro día.`);
}

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

export interface MadeDraw {
  readonly name: string;
  readonly drawId: number;
  /** HH:MM on the banca's clock. */
  readonly time: string;
  readonly productId: number;
  readonly lotteryId: number;
  readonly occurrenceId: number;
  readonly closeAt: number;
  /** Whose occurrence this is: today's, or tomorrow's (sold in advance) when today's is too late. */
  readonly day: 'today' | 'tomorrow';
  /** The occurrence's date on the banca's calendar (YYYY-MM-DD). */
  readonly drawDate: string;
}

export interface DrawSearch {
  /**
   * Where to look when another draw of the product already has the time: `later` (the default)
   * keeps a draw open as long as possible; `earlier` keeps a late draw late, or finds one already
   * closed when `minutes` is now.
   */
  readonly search?: 'later' | 'earlier';
  /**
   * The flow sells on the draw: when today's occurrence closes within a few minutes (or under
   * `E2E_PRETEND_LATE=1`), tomorrow's is handed out instead, open all of today.
   */
  readonly forSale?: boolean;
}

/**
 * A new draw of `productName` today at `minutes` (closing `closeMinutes` before it), and its
 * occurrence of today (of tomorrow when `forSale` and today's is too late); a time another draw of
 * the product already has moves one minute on.
 */
export async function makeDraw(
  request: APIRequestContext,
  admin: string,
  productName: string,
  minutes: number,
  closeMinutes: number,
  { search = 'later', forSale = false }: DrawSearch = {},
): Promise<MadeDraw> {
  const products = (await (await request.get(listGeneralProducts.path, { headers: auth(admin) })).json()) as {
    id: number;
    name: string;
    lottery_id: number;
  }[];
  const product = products.find((candidate) => candidate.name === productName)!;
  const step = search === 'later' ? 1 : -1;
  for (let time = minutes; time >= 0 && time < 24 * 60; time += step) {
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
    // Creating the draw made its occurrences of today and tomorrow; the results list of a day shows it.
    const occurrenceOn = async (date: string) => {
      const results = await request.get(listLotteryResults.path, {
        headers: auth(admin),
        params: { lottery_id: product.lottery_id, date },
      });
      const rows = ((await results.json()) as { data: { draw_id: number; occurrence_id: number; close_at: string }[] })
        .data;
      return rows.find((row) => row.draw_id === draw.id)!;
    };
    const today = bancaDay();
    let occurrence = await occurrenceOn(today);
    // The demo seller's agency closes its sales earlier than the draw.
    const sellerClose = Date.parse(occurrence.close_at) - AGENCY_CLOSE_MINUTES * 60_000;
    const late = PRETEND_LATE || sellerClose < Date.now() + MIN_OPEN_MS;
    const day = forSale && late ? 'tomorrow' : 'today';
    const drawDate = day === 'today' ? today : bancaTomorrow();
    if (day === 'tomorrow') occurrence = await occurrenceOn(drawDate);
    return {
      name,
      drawId: draw.id,
      time: hhmm(time),
      productId: product.id,
      lotteryId: product.lottery_id,
      occurrenceId: occurrence.occurrence_id,
      closeAt: Date.parse(occurrence.close_at),
      day,
      drawDate,
    };
  }
  throw new Error(`No hay una hora libre para un sorteo de ${productName}.`);
}

export interface PlayToSell {
  readonly occurrenceId: number;
  readonly number: string;
  /** Minor units, as the API takes them. */
  readonly amount: string;
  /** ANIMALITO unless told. */
  readonly betType?: SalePlayRequest['bet_type'];
}

export interface SaleOptions {
  /** The taquilla that sells, for a seller whose own partner is an agency. */
  readonly taquillaId?: number;
  readonly channel?: SaleRequest['channel'];
}

export interface SoldTicket {
  readonly serial: string;
  readonly security_code: string;
}

/** A ticket of one play sold by `seller` through the API, answered as the API answers it (a refusal too). */
export function postSale(
  request: APIRequestContext,
  seller: string,
  play: PlayToSell,
  { taquillaId, channel }: SaleOptions = {},
) {
  const data: SaleRequest = {
    taquilla_id: taquillaId,
    channel,
    plays: [
      {
        occurrence_id: play.occurrenceId,
        bet_type: play.betType ?? 'ANIMALITO',
        number: play.number,
        amount: play.amount,
      },
    ],
  };
  return request.post(createSale.path, {
    headers: {
      ...auth(seller),
      'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    },
    data,
  });
}

/** A ticket of one play sold by `seller` through the API; the sale must succeed. */
export async function sellPlay(
  request: APIRequestContext,
  seller: string,
  play: PlayToSell,
  options: SaleOptions = {},
): Promise<SoldTicket> {
  const sale = await postSale(request, seller, play, options);
  expect(sale.status(), await sale.text()).toBe(200);
  return ((await sale.json()) as { ticket: SoldTicket }).ticket;
}

/**
 * A draw of `productName` whose sales close at the next minute (or the one after, to leave time to
 * sell) for an agency that closes its sales `agencyClose` minutes before each draw.
 */
function makeDrawClosingSoon(request: APIRequestContext, admin: string, productName: string, agencyClose: number) {
  const clock = bancaClock();
  const closeMinute = clock.minutes + (clock.seconds < 40 ? 1 : 2);
  return makeDraw(request, admin, productName, closeMinute + agencyClose, agencyClose);
}

/**
 * The admin's token and a new Lotto Activo draw at 23:45, open until it is drawn: today's, or
 * tomorrow's (sold in advance) when today's is too late.
 */
export async function makeLateLottoDraw(request: APIRequestContext) {
  return makeLottoDraw(request, 23 * 60 + 45, true);
}

/** The admin's token and a new Lotto Activo draw today at `minutes`, open until it is drawn. */
export async function makeLottoDraw(request: APIRequestContext, minutes: number, forSale = false) {
  const admin = await tokenOf(request, 'admin');
  return { admin, draw: await makeDraw(request, admin, 'Lotto Activo', minutes, 0, { forSale }) };
}

/**
 * The admin's and the demo seller's tokens, and a new Lotto Activo draw as late today as is free
 * from `minutes` back (open now, drawn at its time; tomorrow's when today's is too late), for a
 * flow that sells on it and reads it live.
 */
export async function lateLottoDrawToSell(request: APIRequestContext, minutes: number) {
  const admin = await tokenOf(request, 'admin');
  const seller = await tokenOf(request, 'taquilla');
  const draw = await makeDraw(request, admin, 'Lotto Activo', minutes, 0, { search: 'earlier', forSale: true });
  return { admin, seller, draw };
}

/** In the point of sale: the day of `draw`'s occurrence, «Mañana, …» for one sold in advance. */
export async function chooseSaleDay(page: Page, draw: Pick<MadeDraw, 'day'>) {
  if (draw.day === 'today') return;
  await page
    .getByRole('group', { name: 'Día de los sorteos' })
    .getByRole('button', { name: /^Mañana, / })
    .click();
  await expect(page.getByRole('heading', { name: /^Sorteos de mañana, / })).toBeVisible();
}

/** Once the draw has closed (waiting at most `timeout` ms): its result `number`, saved and awarded by the admin. */
export async function awardOnceClosed(
  request: APIRequestContext,
  admin: string,
  draw: MadeDraw,
  number: string,
  timeout: number,
) {
  await expect.poll(() => Date.now() >= draw.closeAt + 1000, { timeout, intervals: [2000] }).toBe(true);
  const result = await request.post(saveResult.path, {
    headers: auth(admin),
    data: { occurrence_id: draw.occurrenceId, number },
  });
  expect(result.status(), await result.text()).toBe(200);
  const award = await request.post(awardRaffle.path, {
    headers: auth(admin),
    data: { occurrence_id: draw.occurrenceId },
  });
  expect(award.status(), await award.text()).toBe(200);
}

/**
 * For a report's spec that sells and then finds the sale in the day's report: the admin's token with a Lotto Activo draw at 23:30 today, open after the agency's 10
 * minutes of close, or tomorrow's, sold in advance and counted today, when today's is too late
 * (skipped only in the last two minutes of the day, when the sale and the report would fall on
 * two days).
 */
export function makeReportDraw(request: APIRequestContext) {
  skipNearMidnight(23 * 60 + 58);
  return makeLottoDraw(request, 23 * 60 + 30, true);
}

/** The demo seller's agency (Agencia Centro 1) closes its sales 10 minutes before each draw. */
export const AGENCY_CLOSE_MINUTES = 10;

/**
 * For a spec that sells on a draw and awards it once closed: `timeout` ms to run (skipped near
 * midnight), the admin's and the demo seller's tokens, and a new La Granjita draw whose sales
 * close for the seller at the next minute (or the one after, to leave time to sell).
 */
export async function makeDrawToAward(request: APIRequestContext, timeout: number) {
  test.setTimeout(timeout);
  skipNearMidnight(23 * 60 + 40, 'el sorteo de prueba');
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDrawClosingSoon(request, admin, 'La Granjita', AGENCY_CLOSE_MINUTES);
  return { admin, draw, seller: await tokenOf(request, 'taquilla') };
}
