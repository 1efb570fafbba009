import type { Alert, HandleAlertRequest } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { closeAlert } from './handle-alert';

/** Marks an open alert as seen and being handled (RECONOCIDA), with the person's note. */
export const acknowledgeAlert = (ctx: UseCaseContext, input: { id: number } & HandleAlertRequest): Promise<Alert> =>
  closeAlert(ctx, input, 'RECONOCIDA');
