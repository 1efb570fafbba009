import { currencyLabel, formatDay, NOTIFICATION_LINKS } from '@banca/contracts';
import { formatMinor } from '../../lib/money-text';
import type { EventHandler } from '../../lib/domain-events';
import { createNotifications, recipientsAlong } from './create-notifications';

const TICKET_OFFICE_REGISTER = NOTIFICATION_LINKS.ticketOfficeRegister;
const AGENCY_REGISTERS = NOTIFICATION_LINKS.agencyRegisters;

/** A register sent tells the agency's users; approved or sent back, the taquilla's own. */
export const tellRegisterChanged: EventHandler<'cash.register-changed'> = async (tx, register) => {
  const { change: event, observation } = register;
  const day = `${register.taquillaName} del ${formatDay(register.businessDate)} en ${currencyLabel(register.currency)}`;
  const toAgency = event === 'SENT';
  const recipients = await recipientsAlong(
    tx,
    [
      toAgency
        ? { partnerId: register.taquillaId, reach: 'above', roles: ['ADMIN_TAQUILLA'] }
        : { partnerId: register.taquillaId, reach: 'partner' },
    ],
    { except: tx.principal.id },
  );
  const texts = {
    SENT: { title: 'Arqueo enviado', body: `El arqueo de ${day} espera su aprobación.` },
    APPROVED: { title: 'Arqueo aprobado', body: `El arqueo de ${day} fue aprobado.` },
    RETURNED: { title: 'Arqueo devuelto', body: `El arqueo de ${day} fue devuelto: ${observation ?? ''}` },
  }[event];
  await createNotifications(tx, {
    recipients,
    kind:
      event === 'RETURNED'
        ? 'CASH_REGISTER_RETURNED'
        : event === 'SENT'
          ? 'CASH_REGISTER_SENT'
          : 'CASH_REGISTER_APPROVED',
    ...texts,
    link: toAgency ? AGENCY_REGISTERS : TICKET_OFFICE_REGISTER,
  });
};

/** A transaction approved or rejected tells the taquilla's users and whoever recorded it. */
export const tellTransactionDecided: EventHandler<'cash.transaction-decided'> = async (tx, movement) => {
  const { approved } = movement;
  const recipients = await recipientsAlong(tx, [{ partnerId: movement.taquillaId, reach: 'partner' }], {
    except: tx.principal.id,
  });
  if (movement.recordedBy !== tx.principal.id && !recipients.includes(movement.recordedBy))
    recipients.push(movement.recordedBy);
  const what = `${movement.kind === 'INGRESO' ? 'El ingreso' : 'El egreso'} de ${formatMinor(BigInt(movement.amount), movement.currency)} (${movement.taquillaName})`;
  await createNotifications(tx, {
    recipients,
    kind: approved ? 'TRANSACTION_APPROVED' : 'TRANSACTION_REJECTED',
    title: approved ? 'Transacción aprobada' : 'Transacción rechazada',
    body: approved
      ? `${what} fue aprobado y ya cuenta en el arqueo.`
      : `${what} fue rechazado: ${movement.observation ?? ''}`,
    link: movement.kind === 'INGRESO' ? NOTIFICATION_LINKS.ticketOfficeIncomes : NOTIFICATION_LINKS.ticketOfficeOutcomes,
  });
};
