import { LEDGER_ROLES, NOTIFICATION_LINKS, type Payment } from '@banca/contracts';
import { formatMinor } from '../../lib/money-text';
import type { EventHandler } from '../../lib/domain-events';
import { createNotifications, recipientsAlong } from './create-notifications';

const LINK = NOTIFICATION_LINKS.paymentRecord;

const amountOf = (payment: Payment) =>
  `${formatMinor(BigInt(payment.amount), payment.currency)} (ref. ${payment.reference})`;

/** The payer's users hear, with the decision, that their payment was confirmed or rejected. */
export const tellPayer: EventHandler<'payment.decided'> = async (tx, { payment }) => {
  const recipients = await recipientsAlong(tx, [{ partnerId: payment.payer_id, reach: 'partner' }], {
    except: tx.principal.id,
  });
  const amount = amountOf(payment);
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
};

/**
 * The payee's users who confirm or reject payments (the ledger's roles) hear that one was
 * reported to them, or corrected after they rejected it: they must act on it.
 */
export const tellPayee: EventHandler<'payment.reported'> = async (tx, { payment, corrected }) => {
  const recipients = await recipientsAlong(
    tx,
    [{ partnerId: payment.payee_id, reach: 'partner', roles: LEDGER_ROLES }],
    { except: tx.principal.id },
  );
  await createNotifications(tx, {
    recipients,
    kind: 'PAYMENT_REPORTED',
    title: corrected ? 'Pago corregido' : 'Pago reportado',
    body: `${payment.payer_name} ${corrected ? 'corrigió' : 'reportó'} un pago de ${amountOf(payment)}. Espera su confirmación.`,
    link: LINK,
  });
};
