import type { RegulatorRow } from '@banca/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ListQuery } from '@/components/data-table';
import { toast } from '@/components/toast';
import { errorMessage } from '@/lib/api-error';
import { downloadRegulatorManifest } from '../api/list-regulator-report';

/** "Manifiesto (JSON)": the format, columns, rows, totals and day digests of the filters shown. */
export function ManifestButton({ list }: { list: ListQuery<RegulatorRow> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      toast.success(`Manifiesto descargado: ${await downloadRegulatorManifest(list)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void download()} disabled={busy}>
      Manifiesto (JSON)
    </Button>
  );
}
