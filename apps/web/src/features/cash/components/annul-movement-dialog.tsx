import type { CashMovement } from '@banca/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Asks before `annul` annuls the movement; closes once it has. */
export function AnnulMovementDialog({
  movement,
  title,
  message,
  annul,
  onClose,
}: {
  movement: CashMovement;
  title: string;
  message: string;
  annul: UseMutationResult<CashMovement, Error, number>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel="Anular"
      destructive
      busy={annul.isPending}
      onConfirm={() => annul.mutate(movement.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
