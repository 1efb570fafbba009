import { getAccountBalance, getAccountEntriesSummary, settleDay, type SettleDayResponse } from '@banca/contracts';
import { chainOf } from '../../src/lib/chain';
import { compareRows, type BooksChecker } from './books-checks-test-kit';
import { figuresOf, readLegs, readSettlementLegs, type Pricer, type RawBooks } from './books-direct-test-kit';
import { BANCA_ADMINS, type BooksWorld } from './books-write-test-kit';

type Row = Record<string, string | null | undefined>;

/**
 * The daily settlement of every agency and distributor (what the run says and what its legs add
 * up to), the balance of each day of every banca and distributor, and every settling partner's
 * statement over the period, against the plays priced at the partner's own rates and the legs.
 */
export async function checkLedger(world: BooksWorld, raw: RawBooks, price: Pricer, checker: BooksChecker) {
  const { out, tally } = checker;
  const adminOf = (path: string) => BANCA_ADMINS[world.partners.find((p) => p.id === chainOf(path)[0])!.code]!;

  // The settlement: per settling partner, day and currency, at the partner's own rates.
  const expected = new Map<string, Row>();
  for (const settler of world.settlers)
    for (const date of world.dates) {
      const plays = raw.plays.filter((p) => p.date === date && p.path.startsWith(settler.path));
      for (const [currency, f] of figuresOf(plays, price, () => settler.id)) {
        const net = f.sales - f.prizes - f.commission - f.participation;
        expected.set(`${date}|${settler.id}|${currency}`, {
          sales: f.sales.toString(),
          prizes: f.prizes.toString(),
          commission: f.commission.toString(),
          participation: f.participation.toString(),
          net: net.toString(),
          posted: (-net).toString(),
          difference: '0',
        });
      }
    }
  const answered = new Map<string, Row>();
  for (const date of world.dates)
    for (const admin of Object.values(BANCA_ADMINS)) {
      const response = await world.as(admin, 'POST', settleDay.path, { date });
      for (const line of response.json<SettleDayResponse>().lines) {
        const { sales, prizes, commission, participation, net, posted, difference } = line;
        answered.set(`${date}|${line.partner_id}|${line.currency}`, {
          sales,
          prizes,
          commission,
          participation,
          net,
          posted,
          difference,
        });
      }
    }
  compareRows('liquidación diaria', 'cada banca', expected, answered, out, tally);

  const legs = await readSettlementLegs(world.db);
  const postedExpected = new Map<string, Row>([...expected].map(([k, row]) => [k, { legs: row.posted }]));
  const postedActual = new Map(
    [...legs].map(([k, amount]) => {
      const [partner, date, currency] = k.split('|');
      return [`${date}|${partner}|${currency}`, { legs: amount.toString() }];
    }),
  );
  compareRows('liquidación: asientos', 'cada banca', postedExpected, postedActual, out, tally);

  // The balance of each day: previous balance, the day's settlement, the other entries.
  const cells = await readLegs(world.db);
  const balanceOf = (partner: number, currency: string, date: string): Row => {
    const mine = cells.filter((c) => c.partner === partner && c.currency === currency);
    const sum = (keep: (c: (typeof mine)[number]) => boolean) => mine.filter(keep).reduce((n, c) => n + c.amount, 0n);
    const previous = sum((c) => c.date < date);
    const day = sum((c) => c.date === date && c.settlement);
    const other = sum((c) => c.date === date && !c.settlement);
    return {
      previous_balance: previous.toString(),
      day_movements: day.toString(),
      current_balance: (previous + day).toString(),
      other_movements: other.toString(),
      total: (previous + day + other).toString(),
    };
  };
  const heads = world.partners.filter((p) => p.kind === 'BANCA' || p.kind === 'DISTRIBUIDOR');
  for (const head of heads)
    for (const date of world.dates) {
      const response = await world.as(adminOf(head.path), 'POST', getAccountBalance.path, {
        date,
        partner_id: String(head.id),
      });
      if (response.statusCode !== 200) throw new Error(`balance: ${response.statusCode} ${response.body}`);
      const report = response.json<{ lines: (Row & { partner_id: number; currency: string })[] }>();
      const actual = new Map<string, Row>();
      const wanted = new Map<string, Row>();
      for (const line of report.lines) {
        const key = `${line.partner_id}|${line.currency}`;
        const { previous_balance, day_movements, current_balance, other_movements, total } = line;
        actual.set(key, { previous_balance, day_movements, current_balance, other_movements, total });
      }
      const members = world.partners.filter((p) => p.id === head.id || p.parent_id === head.id);
      for (const member of members)
        for (const currency of new Set(cells.filter((c) => c.partner === member.id).map((c) => c.currency)))
          wanted.set(`${member.id}|${currency}`, balanceOf(member.id, currency, date));
      compareRows('balance del día', `${head.code} ${date}`, wanted, actual, out, tally);
    }

  // Each settling partner's statement over the period.
  const from = world.dates[0]!;
  const to = world.dates[world.dates.length - 1]!;
  for (const partner of world.settlers) {
    const query = new URLSearchParams({ partner_id: String(partner.id), from_date: from, to_date: to });
    const response = await world.as(adminOf(partner.path), 'GET', `${getAccountEntriesSummary.path}?${query}`);
    if (response.statusCode !== 200) throw new Error(`estado de cuenta: ${response.statusCode} ${response.body}`);
    const summary = response.json<{ currencies: { currency: string; previous_balance: string; balance: string }[] }>();
    const actual = new Map(
      summary.currencies.map((c) => [c.currency, { previous_balance: c.previous_balance, balance: c.balance } as Row]),
    );
    const wanted = new Map<string, Row>();
    for (const currency of new Set(cells.filter((c) => c.partner === partner.id).map((c) => c.currency))) {
      const mine = cells.filter((c) => c.partner === partner.id && c.currency === currency);
      wanted.set(currency, {
        previous_balance: mine
          .filter((c) => c.date < from)
          .reduce((n, c) => n + c.amount, 0n)
          .toString(),
        balance: mine
          .filter((c) => c.date <= to)
          .reduce((n, c) => n + c.amount, 0n)
          .toString(),
      });
    }
    compareRows('estado de cuenta', `${partner.code} ${from}…${to}`, wanted, actual, out, tally);
  }
}
