import { canAccess, createRiskThreshold, type RiskThreshold } from '@banca/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { bodyOf, useUpdateRiskThreshold } from '../api/save-risk-threshold';
import { RiskThresholdDialog } from '../components/risk-threshold-dialog';
import { RiskThresholdsTable } from '../components/risk-thresholds-table';

/**
 * Umbrales de riesgo (ADR 058): what happens when a number's sales near its limit. The banca's
 * administrator adds, edits and turns rules off or on; its supervisor reads them.
 */
export function Component() {
  const user = useCurrentUser();
  const [editing, setEditing] = useState<RiskThreshold | 'new' | null>(null);
  const [toggling, setToggling] = useState<RiskThreshold | null>(null);
  const toggle = useUpdateRiskThreshold(toggling?.active ? 'Umbral desactivado.' : 'Umbral activado.');
  if (!user) return null;
  const writer = canAccess(user, createRiskThreshold.access);
  return (
    <>
      <PageHeader
        title="Umbrales de riesgo"
        subtitle="Al cruzar un umbral se avisa en la campana a los administradores y supervisores de la banca y a los distribuidores de quien fija el límite, una sola vez; un umbral de bloqueo deja el número agotado hasta que alguien lo desbloquee."
        actions={
          writer && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Nuevo umbral
            </Button>
          )
        }
      />
      <RiskThresholdsTable actions={writer ? { edit: setEditing, toggle: setToggling } : null} />
      {editing && (
        <RiskThresholdDialog
          threshold={editing === 'new' ? undefined : editing}
          currency={user.currency}
          onClose={() => setEditing(null)}
        />
      )}
      {toggling && (
        <ConfirmDialog
          open
          destructive={toggling.active}
          title={toggling.active ? 'Desactivar umbral' : 'Activar umbral'}
          message={
            toggling.active
              ? 'El umbral dejará de avisar y de bloquear. Los bloqueos que ya hizo siguen hasta que se levanten.'
              : 'El umbral vuelve a vigilar las ventas desde la próxima revisión.'
          }
          confirmLabel={toggling.active ? 'Desactivar' : 'Activar'}
          busy={toggle.isPending}
          onConfirm={() =>
            toggle.mutate(
              { id: toggling.id, body: bodyOf(toggling, { active: !toggling.active }) },
              { onSettled: () => setToggling(null) },
            )
          }
          onClose={() => setToggling(null)}
        />
      )}
    </>
  );
}
