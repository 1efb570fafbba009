import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from '@banca/contracts';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { downloadFile } from '@/lib/download';
import type { ListQuery } from './use-list-query';

/**
 * "Exportar": the list's server export (`<list path>/export`) of its current filters and sort,
 * in the format chosen. The server writes every row and names the file; this only saves it.
 */
export function ExportMenu<Row>({ list, fileName }: { list: ListQuery<Row>; fileName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { path, body } = list.exportRequest;
      const saved = await downloadFile(path, { ...body, format }, `${fileName}.${format}`);
      toast.success(`Archivo descargado: ${saved}`);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={list.total === 0}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        Exportar
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {EXPORT_FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
