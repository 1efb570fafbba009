import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { csvValueOf, type DataTableColumn } from './columns';
import { downloadCsv, toCsv } from './csv';
import type { ListQuery } from './use-list-query';

/** Exports every row of the current filters and sort (not just the page) as CSV. */
export function ExportCsvButton<Row>({
  columns,
  list,
  fileName,
}: {
  columns: readonly DataTableColumn<Row>[];
  list: ListQuery<Row>;
  fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  const exported = columns.filter((column) => !column.noExport);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await list.fetchAll();
      const csv = toCsv(
        exported.map((column) => column.header),
        rows.map((row) => exported.map((column) => csvValueOf(column, row))),
      );
      downloadCsv(fileName, csv);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<Download />}
      loading={busy}
      onClick={() => void exportCsv()}
      disabled={list.total === 0}
    >
      Exportar CSV
    </Button>
  );
}
