import { SOFTWARE_CHANNEL_LABELS, type SoftwareVersion } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime } from '@/lib/format';
import { useSoftwareVersionList } from '../api/list-software-versions';
import { UploadVersionDialog } from '../components/upload-version-dialog';
import { VersionFilters } from '../components/version-filters';
import { formatBytes } from '../logic/format-bytes';

const columns: DataTableColumn<SoftwareVersion>[] = [
  { id: 'channel', header: 'Canal', sortable: true, render: (v) => SOFTWARE_CHANNEL_LABELS[v.channel] },
  { id: 'version_name', header: 'Versión' },
  { id: 'version_code', header: 'Código', sortable: true, align: 'right' },
  { id: 'package_name', header: 'Paquete', hideOnSmall: true },
  { id: 'min_sdk', header: 'SDK mínimo', hideOnSmall: true, render: (v) => v.min_sdk ?? '—' },
  { id: 'size_bytes', header: 'Tamaño', hideOnSmall: true, render: (v) => formatBytes(v.size_bytes) },
  { id: 'status', header: 'Estado', render: (v) => <StatusChip family="software" status={v.status} /> },
  { id: 'notes', header: 'Notas', hideOnSmall: true },
  {
    id: 'created_at',
    header: 'Registrada',
    sortable: true,
    render: (v) => `${formatDateTime(v.created_at)} · ${v.created_by}`,
  },
];

/** Tools › Actualizaciones: the terminals' app versions per channel; a new one is uploaded from its APK. */
export function Component() {
  const list = useSoftwareVersionList();
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <PageHeader
        title="Actualizaciones"
        subtitle="Las terminales de cada canal reciben la versión disponible más nueva de la banca al consultar."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setUploading(true)}>
            Subir versión
          </Button>
        }
      />
      <DataTable
        label="Versiones del software"
        columns={columns}
        list={list}
        rowKey={(v) => v.id}
        toolbar={<VersionFilters list={list} />}
        exportName="versiones-software"
      />
      {uploading && <UploadVersionDialog onClose={() => setUploading(false)} />}
    </>
  );
}
