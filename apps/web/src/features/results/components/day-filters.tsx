import { ListDayFilter, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { dayjs } from '@/lib/format';
import { useGeneralLotteries } from '../api/list-general-lotteries';

/** Today in the browser's zone (the server reads a missing date the same way, via x-timezone). */
export const today = () => dayjs().format('YYYY-MM-DD');

/** The day of the draws (today unless chosen) and, optionally, one lottery. */
export function DayFilters<Row>({ list }: { list: ListQuery<Row> }) {
  const lotteries = useGeneralLotteries();
  return (
    <>
      <ListDayFilter list={list} filter="date" label="Fecha" fallback={today()} />
      <ListSelectFilter
        list={list}
        filter="lottery_id"
        label="Lotería"
        options={(lotteries.data ?? []).map((lottery) => ({ value: String(lottery.id), label: lottery.name }))}
      />
    </>
  );
}
