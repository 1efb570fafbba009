import {
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSummary,
  kpiTicketsByDay,
  listDailySalesPartners,
  listGeneralReport,
  listGrossSales,
} from '@banca/contracts';
import { chainOf } from '../../src/lib/chain';
import {
  figuresOfParts,
  partSharesOf,
  groupBy,
  marginPct,
  roundedRatio,
  type Figures,
  type PlayCell,
  type Pricer,
  type Pricing,
  type RawBooks,
  type TicketCell,
  zeroFigures,
} from './books-direct-test-kit';
import type { BooksPartner, BooksWorld } from './books-write-test-kit';

/** One figure the product shows that differs from the direct computation. */
export interface Disagreement {
  check: string;
  scope: string;
  row: string;
  field: string;
  expected: string;
  actual: string;
}

type Row = Record<string, string | null | undefined>;

/** What the books test counted, for its summary. */
export interface Tally {
  figures: number;
}

/** Compares two sets of rows by key, field by field; a row missing on one side counts as zeros. */
export function compareRows(
  check: string,
  scope: string,
  expected: Map<string, Row>,
  actual: Map<string, Row>,
  out: Disagreement[],
  tally: Tally,
) {
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const e = expected.get(key);
    const a = actual.get(key);
    for (const field of Object.keys(e ?? a ?? {})) {
      const ev = e ? e[field] : zeroLike(a![field]);
      const av = a ? (a[field] ?? null) : zeroLike(e![field]);
      tally.figures += 1;
      if (String(ev) !== String(av))
        out.push({ check, scope, row: key, field, expected: String(ev), actual: String(av) });
    }
  }
}
/** The money of a day or a period in tickets-by-day, loss-profit and the summary. */
const DAY_MONEY = ['sales', 'annulled', 'prizes', 'commission', 'participation', 'net'] as const;

const zeroLike = (value: string | null | undefined) => (value === null || value === undefined ? null : '0');

/** Whose figures a scope is: a user, and the partner in focus (the user's own when absent). */
export interface Scope {
  label: string;
  username: string;
  focus: BooksPartner;
  /** Sent as partner_id (the focus is not the user's own partner). */
  explicit: boolean;
}

const moneyRow = (f: Figures, fields: readonly string[]): Row => {
  const all: Row = {
    sold: f.sold.toString(),
    annulled: f.annulled.toString(),
    sales: f.sales.toString(),
    plays: String(f.plays),
    prizes: f.prizes.toString(),
    commission: f.commission.toString(),
    participation: f.participation.toString(),
    net: f.net.toString(),
  };
  return Object.fromEntries(fields.map((k) => [k, all[k] ?? null]));
};

const pick = (source: Record<string, unknown>, fields: readonly string[]): Row =>
  Object.fromEntries(fields.map((k) => [k, source[k] === undefined || source[k] === null ? null : String(source[k])]));

export class BooksChecker {
  readonly out: Disagreement[] = [];
  readonly tally: Tally = { figures: 0 };
  private readonly byId: Map<number, BooksPartner>;
  /** Every part's share of its selling agency's cell (ADR 051). */
  private readonly shares: Map<string, Pricing>;

  constructor(
    private readonly world: BooksWorld,
    private readonly raw: RawBooks,
    price: Pricer,
  ) {
    this.byId = new Map(world.partners.map((p) => [p.id, p]));
    this.shares = partSharesOf(raw.plays, price);
  }

  inScope = (scope: Scope, path: string) => path.startsWith(scope.focus.path);
  inRange = (date: string, from: string, to: string) => date >= from && date <= to;

  /** The partner a taquilla's figures count under: the focus's child, or the highest of a kind below the focus. */
  groupOf(scope: Scope, path: string, level: string | null): number {
    const chain = chainOf(path);
    const below = chain.slice(chain.indexOf(scope.focus.id));
    if (level === null) return below[1] ?? scope.focus.id;
    return below.find((id) => this.byId.get(id)?.kind === level) ?? scope.focus.id;
  }

  plays(scope: Scope, from: string, to: string): PlayCell[] {
    return this.raw.plays.filter((p) => this.inScope(scope, p.path) && this.inRange(p.date, from, to));
  }
  tickets(scope: Scope, from: string, to: string): TicketCell[] {
    return this.raw.tickets.filter((t) => this.inScope(scope, t.path) && this.inRange(t.date, from, to));
  }

  /**
   * Figures per (group key, currency): each part (taquilla, day, product, bet type, currency,
   * channel) with its share of the selling agency's cell, so a group of whole cells is those cells.
   */
  grouped(plays: PlayCell[], keyOf: (p: PlayCell) => string, fields: readonly string[]) {
    const rows = new Map<string, Row>();
    for (const [key, group] of groupBy(plays, keyOf))
      for (const [currency, f] of figuresOfParts(group, this.shares))
        rows.set(`${key}|${currency}`, moneyRow(f, fields));
    return rows;
  }

  totals(plays: PlayCell[], fields: readonly string[]) {
    return this.grouped(plays, () => 'total', fields);
  }

  async get<T>(scope: Scope, path: string, query: Record<string, string>): Promise<T> {
    const params = new URLSearchParams(query);
    if (scope.explicit) params.set('partner_id', String(scope.focus.id));
    const response = await this.world.as(scope.username, 'GET', `${path}?${params}`);
    if (response.statusCode !== 200)
      throw new Error(`${path} (${scope.label}): ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }

  async kpis(scope: Scope, from: string, to: string) {
    const range = { from_date: from, to_date: to };
    const label = `${scope.label} ${from}…${to}`;
    const plays = this.plays(scope, from, to);
    const fields = ['sales', 'annulled', 'plays', 'prizes', 'commission', 'participation', 'net'] as const;
    type Answer = { data: (Record<string, unknown> & { currency: string })[] };

    // [check, path, the answer's key, the play's group]
    const byKey: [string, string, string, (p: PlayCell) => string][] = [
      ['KPI ventas por asociado', kpiSalesByPartner.path, 'partner', (p) => String(this.groupOf(scope, p.path, null))],
      ['KPI ventas por producto', kpiSalesByProduct.path, 'product', (p) => String(p.product)],
      ['KPI ventas por tipo de jugada', kpiSalesByBetTypes.path, 'bet_type', (p) => String(p.betType)],
    ];
    for (const [name, path, key, of] of byKey) {
      const { data } = await this.get<Answer>(scope, path, range);
      const idOf = (r: Record<string, unknown>) => `${(r[key] as { id: number }).id}`;
      this.compare(name, label, this.grouped(plays, of, fields), data, idOf, fields);
    }

    const dayFields = ['tickets', 'annulled_tickets', 'average_ticket', ...DAY_MONEY, 'margin_pct'] as const;
    const expectedDays = this.dayRows(plays, this.tickets(scope, from, to), (d) => d);
    for (const kpi of [kpiTicketsByDay, kpiLossProfit]) {
      const days = await this.get<Answer>(scope, kpi.path, range);
      this.compare(
        `KPI ${kpi.path.split('/').pop()}`,
        label,
        expectedDays,
        days.data,
        (r) => String(r.date),
        dayFields,
      );
    }
    const summary = await this.get<{ data: { currency: string; current: Record<string, unknown> }[] }>(
      scope,
      kpiSummary.path,
      range,
    );
    this.compare(
      'KPI resumen',
      label,
      this.dayRows(plays, this.tickets(scope, from, to), () => 'período'),
      summary.data.map((r) => ({ ...r.current, currency: r.currency })),
      () => 'período',
      dayFields,
    );
  }

  /** Tickets and money per (day or period, currency), as tickets-by-day and loss-profit show them. */
  private dayRows(plays: PlayCell[], tickets: TicketCell[], keyOf: (date: string) => string) {
    const rows = this.grouped(plays, (p) => keyOf(p.date), DAY_MONEY);
    for (const [key, group] of groupBy(tickets, (t) => `${keyOf(t.date)}|${t.currency}`)) {
      const live = group.filter((t) => !t.annulled);
      const count = live.reduce((n, t) => n + t.tickets, 0);
      const total = live.reduce((n, t) => n + t.total, 0n);
      const row = rows.get(key) ?? Object.fromEntries(DAY_MONEY.map((field) => [field, '0']));
      rows.set(key, {
        tickets: String(count),
        annulled_tickets: String(group.filter((t) => t.annulled).reduce((n, t) => n + t.tickets, 0)),
        average_ticket: roundedRatio(total, BigInt(count)).toString(),
        ...row,
        margin_pct: marginPct(BigInt(row.net!), BigInt(row.sales!)),
      });
    }
    return rows;
  }

  compare(
    check: string,
    scope: string,
    expected: Map<string, Row>,
    actualRows: (Record<string, unknown> & { currency: string })[],
    keyOf: (row: Record<string, unknown>) => string,
    fields: readonly string[],
  ) {
    const actual = new Map(actualRows.map((r) => [`${keyOf(r)}|${r.currency}`, pick(r, fields)]));
    const normalised = new Map([...expected].map(([k, row]) => [k, pick(row, fields)]));
    compareRows(check, scope, normalised, actual, this.out, this.tally);
  }

  async reports(scope: Scope, from: string, to: string) {
    const range = { from_date: from, to_date: to, per_page: '500' };
    const label = `${scope.label} ${from}…${to}`;
    const plays = this.plays(scope, from, to);
    type Page = {
      data: (Record<string, unknown> & { currency: string })[];
      totals: (Record<string, unknown> & { currency: string })[];
    };

    const general = ['sales', 'annulled', 'prizes', 'commission', 'participation', 'net'] as const;
    for (const level of [null, 'AGENCIA', 'TAQUILLA'] as const) {
      const page = await this.get<Page>(scope, listGeneralReport.path, level ? { ...range, level } : range);
      const check = `reporte general${level ? ` (${level})` : ''}`;
      this.compare(
        check,
        label,
        this.grouped(plays, (p) => String(this.groupOf(scope, p.path, level)), general),
        page.data,
        (r) => String(r.partner_id),
        general,
      );
      this.compare(`${check}: totales`, label, this.totals(plays, general), page.totals, () => 'total', general);
    }

    const gross = ['sold', 'annulled', 'sales', 'prizes', 'commission', 'net', 'plays'] as const;
    const grossPage = await this.get<Page>(scope, listGrossSales.path, range);
    this.compare(
      'ventas brutas',
      label,
      this.grouped(plays, (p) => `${p.date}|${p.product}`, gross),
      grossPage.data,
      (r) => `${r.business_date}|${r.product_id}`,
      gross,
    );
    this.compare('ventas brutas: totales', label, this.totals(plays, gross), grossPage.totals, () => 'total', gross);

    const daily = ['sold', 'annulled', 'sales', 'prizes', 'commission', 'net', 'tickets'] as const;
    for (const level of [null, 'DISTRIBUIDOR', 'AGENCIA', 'TAQUILLA'] as const) {
      const page = await this.get<Page>(scope, listDailySalesPartners.path, level ? { ...range, level } : range);
      const keyOf = (date: string, path: string) => `${date}|${this.groupOf(scope, path, level)}`;
      const expected = this.grouped(plays, (p) => keyOf(p.date, p.path), daily);
      for (const [key, group] of groupBy(
        this.tickets(scope, from, to),
        (t) => `${keyOf(t.date, t.path)}|${t.currency}`,
      )) {
        const row = expected.get(key) ?? moneyRow(zeroFigures(), daily);
        row.tickets = String(group.filter((t) => !t.annulled).reduce((n, t) => n + t.tickets, 0));
        expected.set(key, row);
      }
      const check = `ventas diarias por asociado${level ? ` (${level})` : ''}`;
      this.compare(check, label, expected, page.data, (r) => `${r.business_date}|${r.partner_id}`, daily);
      const totals = this.totals(plays, daily);
      for (const [currency, group] of groupBy(this.tickets(scope, from, to), (t) => t.currency)) {
        const row = totals.get(`total|${currency}`) ?? moneyRow(zeroFigures(), daily);
        row.tickets = String(group.filter((t) => !t.annulled).reduce((n, t) => n + t.tickets, 0));
        totals.set(`total|${currency}`, row);
      }
      this.compare(`${check}: totales`, label, totals, page.totals, () => 'total', daily);
    }
  }
}
