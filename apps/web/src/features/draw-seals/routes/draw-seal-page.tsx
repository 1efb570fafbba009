import { EXPORT_FORMAT_LABELS, type ExportFormat } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link, useSearchParams } from 'react-router';
import { FactList } from '@/components/fact-list';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toast';
import { CopyDigestButton } from '@/components/digest';
import { formatCount, formatDateTime, formatDay } from '@/lib/format';
import { exportDrawSealFile } from '../api/export-draw-seal';
import { useDrawSeal } from '../api/get-draw-seal';
import { ActaSections } from '../components/acta-sections';
import { DRAW_SEALS_PATH } from '../paths';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'pdf'];

/** Acta de cierre (ADR 060): one draw's seal for the caller's banca, its breakdowns and its digest. */
export function Component() {
  const [params] = useSearchParams();
  const raw = Number(params.get('occurrence_id'));
  const occurrenceId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const { data: seal, isPending, isError } = useDrawSeal(occurrenceId);
  const download = (format: ExportFormat) =>
    exportDrawSealFile(occurrenceId!, format).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : 'No se pudo descargar el acta.'),
    );
  const back = (
    <Button component={Link} to={DRAW_SEALS_PATH} variant="outlined">
      Actas de cierre
    </Button>
  );
  if (occurrenceId === null || isError) {
    return (
      <>
        <PageHeader title="Acta de cierre" actions={back} />
        <Alert severity="warning">Este sorteo no tiene acta de cierre, o no existe.</Alert>
      </>
    );
  }
  if (isPending) return <CircularProgress aria-label="Cargando el acta" />;
  return (
    <>
      <PageHeader
        title={`Acta de cierre: ${seal.draw_name}`}
        subtitle={`${seal.lottery.name} · ${seal.product.name} · ${formatDay(seal.draw_date)}`}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {FORMATS.map((format) => (
              <Button key={format} variant="outlined" onClick={() => void download(format)}>
                Descargar {EXPORT_FORMAT_LABELS[format]}
              </Button>
            ))}
            {back}
          </Stack>
        }
      />
      <FactList
        facts={[
          ['Cierre de ventas', formatDateTime(seal.close_at)],
          ['Sellado', formatDateTime(seal.sealed_at)],
          ['Tickets', `${formatCount(seal.tickets)} (${formatCount(seal.annulled_tickets)} anulados)`],
          ['Jugadas', `${formatCount(seal.plays)} (${formatCount(seal.annulled_plays)} anuladas)`],
          ['Resultado', seal.result_number ?? 'Sin resultado'],
          ['Formato', `draw-seal/v${seal.version}`],
          ['Cadena de tickets', seal.tickets_head],
          ['Huella', seal.digest],
        ]}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <CopyDigestButton digest={seal.digest} label="Copiar huella" />
      </Stack>
      <ActaSections seal={seal} />
    </>
  );
}
