import type { Alert, HandleAlertRequest } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { closeAlert } from './handle-alert';

/** Marks an open alert as not a problem (DESCARTADA), with the person's note saying why. */
export const dismissAlert = (ctx: UseCaseContext, input: { id: number } & HandleAlertRequest): Promise<Alert> =>
  closeAlert(ctx, input, 'DESCARTADA');
