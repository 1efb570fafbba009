import {
  createAccountEntry,
  getAccountEntriesSummary,
  MONEY_MAXIMUM_DEFAULTS,
  reverseAccountEntry,
  type AccountEntry,
} from '@banca/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/paths';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

let k: LedgerTestKit;
beforeAll(async () => {
  k = await ledgerTestKit();
});
afterAll(() => k.t.close());

/** Partners of two currencies: Venezuela's work in BS, Panamá's in USD. */
const BS = ['BVE', 'DCE', 'ACE1', 'ACE1-T1', 'DOR'];
const USD = ['BPA', 'APA1'];

type Step =
  { kind: 'entry'; usd: boolean; from: number; to: number; amount: bigint } | { kind: 'reverse'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('entry' as const),
      usd: fc.boolean(),
      from: fc.nat(4),
      to: fc.nat(4),
      amount: fc.bigInt({ min: -10n, max: 999_999_999_999n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(50) }) },
);

describe('the ledger', () => {
  it('keeps every currency’s legs at zero and every balance equal to the sum of its entries, whatever is posted or reversed', async () => {
    const account = await k.systemAccount('AJUSTES');
    const model = new Map<string, bigint>();
    const move = (code: string, currency: string, amount: bigint) =>
      model.set(`${code}:${currency}`, (model.get(`${code}:${currency}`) ?? 0n) + amount);
    const posted: { entry: AccountEntry; from: string; to: string }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'entry') {
            const codes = s.usd ? USD : BS;
            const [from, to] = [codes[s.from % codes.length]!, codes[s.to % codes.length]!];
            const currency = s.usd ? 'USD' : 'BS';
            const answer = await k.call(s.usd ? 'admin.pa' : 'admin', {
              method: 'POST',
              url: createAccountEntry.path,
              payload: {
                account_id: account,
                contributor_id: k.p[from],
                beneficiary_id: k.p[to],
                currency,
                amount: s.amount.toString(),
                observation: 'Propiedad',
              },
            });
            // Above its banca's maximum (the default here) an amount is refused on its field.
            const accepted = from !== to && s.amount > 0n && s.amount <= MONEY_MAXIMUM_DEFAULTS[currency];
            expect(answer.statusCode).toBe(accepted ? 200 : 400);
            if (!accepted) continue;
            move(from, currency, s.amount);
            move(to, currency, -s.amount);
            posted.push({ entry: answer.json(), from, to });
          } else {
            const target = posted[s.pick % Math.max(posted.length, 1)];
            if (!target) continue;
            const who = target.entry.currency === 'USD' ? 'admin.pa' : 'admin';
            const answer = await k.call(who, {
              method: 'POST',
              url: pathOf(reverseAccountEntry, { id: target.entry.id }),
              payload: { observation: 'Reverso' },
            });
            const first = target.entry.reversed_by_entry_id === null && target.entry.kind === 'MANUAL';
            expect(answer.statusCode).toBe(first ? 200 : 409);
            if (!first) continue;
            target.entry = { ...target.entry, reversed_by_entry_id: answer.json<AccountEntry>().id };
            const amount = BigInt(target.entry.amount);
            move(target.from, target.entry.currency, -amount);
            move(target.to, target.entry.currency, amount);
          }
        }
        for (const { total } of await k.legSums()) expect(total).toBe('0');
        expect(await k.daySumDrift()).toEqual([]);
        for (const code of [...BS, ...USD]) {
          const currency = USD.includes(code) ? 'USD' : 'BS';
          const summary = await k.call(currency === 'USD' ? 'admin.pa' : 'admin', {
            method: 'GET',
            url: getAccountEntriesSummary.path,
            query: { partner_id: String(k.p[code]), from_date: '2026-01-01', to_date: '2026-12-31' },
          });
          const balance =
            summary.json().currencies.find((c: { currency: string }) => c.currency === currency)?.balance ?? '0';
          expect(BigInt(balance)).toBe(model.get(`${code}:${currency}`) ?? 0n);
        }
      }),
      { numRuns: 12 },
    );
  });
});
