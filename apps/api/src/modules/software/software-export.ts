import {
  SOFTWARE_CHANNEL_LABELS,
  SOFTWARE_STATUS_LABELS,
  type exportSoftwareVersions,
  type SoftwareVersion,
} from '@banca/contracts';
import { pageRows, type ExportSpec } from '../../lib/file-answer';
import { bancaOf, versionQueries } from './repository';

/** The versions as a file: the list's own query, on the caller's banca. */
export const softwareVersionsExport: ExportSpec<typeof exportSoftwareVersions, SoftwareVersion> = {
  title: 'Versiones del software de terminales',
  fileName: 'versiones-software',
  filterLabels: { channel: 'Canal', status: 'Estado' },
  columns: [
    { title: 'Canal', kind: 'text', value: (v) => SOFTWARE_CHANNEL_LABELS[v.channel] },
    { title: 'Paquete', kind: 'text', value: 'package_name' },
    { title: 'Código', kind: 'number', value: 'version_code', total: false },
    { title: 'Versión', kind: 'text', value: 'version_name' },
    { title: 'SDK mínimo', kind: 'number', value: (v) => v.min_sdk, total: false },
    { title: 'Tamaño (bytes)', kind: 'number', value: 'size_bytes', total: false },
    { title: 'Estado', kind: 'text', value: (v) => SOFTWARE_STATUS_LABELS[v.status] },
    { title: 'Notas', kind: 'text', value: 'notes' },
    { title: 'Registrada', kind: 'datetime', value: 'created_at' },
    { title: 'Registrada por', kind: 'text', value: 'created_by' },
    { title: 'Publicada', kind: 'datetime', value: 'uploaded_at' },
  ],
  rows: (ctx, filters) => pageRows(versionQueries(ctx.db, bancaOf(ctx), filters).rows),
};
