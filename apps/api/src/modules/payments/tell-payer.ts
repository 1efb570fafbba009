import type { Payment } from '@banca/contracts';
import { formatMinor } from '../../lib/money-text';
import type { UseCaseContext } from '../../lib/use-case';
import { createNotifications, recipientsAlong } from '../notifications/create-notifications';

const LINK = '/admin/administrative/accounting-entries/paymentRecord';

/** The payer's users hear, with the decision, that their payment was confirmed or rejected. */
export async function tellPayer(tx: UseCaseContext, payment: Payment): Promise<void> {
  const recipients = await recipientsAlong(tx, [{ partnerId: payment.payer_id, reach: 'partner' }], {
    except: tx.principal.id,
  });
  const amount = `${formatMinor(BigInt(payment.amount), payment.currency)} (ref. ${payment.reference})`;
  await createNotifications(
    tx,
    payment.status === 'CONFIRMED'
      ? {
          recipients,
          kind: 'PAYMENT_CONFIRMED',
          title: 'Pago confirmado',
          body: `${payment.payee_name} confirmó su pago de ${amount}.`,
          link: LINK,
        }
      : {
          recipients,
          kind: 'PAYMENT_REJECTED',
          title: 'Pago rechazado',
          body: `${payment.payee_name} rechazó su pago de ${amount}: ${payment.rejection_observation ?? ''}`,
          link: LINK,
        },
  );
}
