import { useMutation } from '@tanstack/react-query';
import { acknowledgeAlert } from './acknowledge-alert';
import { dismissAlert } from './dismiss-alert';
import { useInvalidateAlerts } from './keys';

export type AlertAction = 'acknowledge' | 'dismiss';

/** Acknowledges or dismisses an alert; the list and the badge follow. */
export function useHandleAlert(action: AlertAction) {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      action === 'acknowledge' ? acknowledgeAlert(id, note) : dismissAlert(id, note),
    onSuccess: invalidate,
    meta: { successMessage: action === 'acknowledge' ? 'Alerta reconocida.' : 'Alerta descartada.' },
  });
}
