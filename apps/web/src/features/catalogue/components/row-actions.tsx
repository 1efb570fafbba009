import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** Edit and deactivate buttons of a catalogue row, named after the row for screen readers. */
export function RowActions({
  name,
  active,
  onEdit,
  onDeactivate,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onDeactivate?: () => void;
}) {
  return (
    <>
      <Tooltip title="Editar">
        <IconButton size="small" aria-label={`Editar ${name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onDeactivate && active && (
        <Tooltip title="Desactivar">
          <IconButton size="small" aria-label={`Desactivar ${name}`} onClick={onDeactivate}>
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
