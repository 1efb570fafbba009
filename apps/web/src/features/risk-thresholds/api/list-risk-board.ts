import { listRiskBoard, ZRiskBoardPage, type RiskBoardPage, type RiskBoardRow } from '@banca/contracts';
import { useEffect } from 'react';
import { useInvalidateLists, useListQuery, type ListQuery } from '@/components/data-table';
import { onRiskPush } from '@/features/notifications';

/** Every query of the risk board lives under this key. */
export const RISK_BOARD_KEY = ['risk-board'] as const;

/** The filters the board keeps in the URL. */
export const RISK_BOARD_FILTERS = ['occurrence_id', 'lottery_id', 'product_id', 'partner_id', 'min_pct', 'currency'];

/** The open draws' numbers against their cupo, largest payout first; the draws' summaries come with it. */
export function useRiskBoard() {
  return useListQuery<RiskBoardRow>({
    queryKey: RISK_BOARD_KEY,
    path: listRiskBoard.path,
    filterKeys: RISK_BOARD_FILTERS,
    defaultSort: 'payout',
    defaultOrder: 'desc',
    parse: (body) => ZRiskBoardPage.parse(body),
  });
}

/** The whole answer behind the table: its totals and every open draw's summary. */
export const riskBoardPageOf = (list: ListQuery<RiskBoardRow>) => list.query.data as RiskBoardPage | undefined;

/** At most one read this often however fast the banca sells; the push says when. */
export const RISK_PUSH_THROTTLE_MS = 3_000;
/** Without the push (a lost stream), the board reads again this often anyway. */
export const RISK_FALLBACK_MS = 30_000;

/**
 * Keeps the board live: each `risk` event of the bell's stream (the risk watch saw the banca
 * sell) reads it again, at most once per RISK_PUSH_THROTTLE_MS (a burst ends in one trailing
 * read), and every RISK_FALLBACK_MS in any case.
 */
export function useRiskBoardLive(): void {
  const refresh = useInvalidateLists(RISK_BOARD_KEY);
  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      last = Date.now();
      trailing = undefined;
      void refresh();
    };
    const pushed = () => {
      if (trailing) return;
      const wait = last + RISK_PUSH_THROTTLE_MS - Date.now();
      if (wait <= 0) read();
      else trailing = setTimeout(read, wait);
    };
    const stop = onRiskPush(pushed);
    const fallback = setInterval(() => {
      if (Date.now() - last >= RISK_FALLBACK_MS) read();
    }, RISK_FALLBACK_MS);
    return () => {
      stop();
      clearTimeout(trailing);
      clearInterval(fallback);
    };
  }, [refresh]);
}
