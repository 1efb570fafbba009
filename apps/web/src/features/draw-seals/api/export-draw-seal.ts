import { exportDrawSeal, pathOf, type ExportFormat } from '@banca/contracts';
import { downloadFile } from '@/lib/download';

/** Downloads a draw's acta as a file in the chosen format. */
export const exportDrawSealFile = (occurrenceId: number, format: ExportFormat) =>
  downloadFile(pathOf(exportDrawSeal, { occurrence_id: occurrenceId }), { format }, `acta-de-cierre.${format}`);
