import { currencyLabel, formatDay, type Currency } from '@banca/contracts';
import { formatMinor } from '../../lib/money-text';
import type { UseCaseContext } from '../../lib/use-case';
import { createNotifications, recipientsAlong } from '../notifications/create-notifications';
import type { MovementRow } from './movement-repository';
import type { RegisterRow } from './register-repository';

const TICKET_OFFICE_REGISTER = '/ticket-office/cash-register';
const AGENCY_REGISTERS = '/admin/cash-management/cash-register';

/** A register sent tells the agency's users; approved or sent back, the taquilla's own. */
export async function notifyRegister(tx: UseCaseContext, register: RegisterRow, event: 'SENT' | 'APPROVED' | 'RETURNED', observation?: string) {
  const day = `${register.taquillaName} del ${formatDay(register.businessDate)} en ${currencyLabel(register.currency)}`;
  const toAgency = event === 'SENT';
  const recipients = await recipientsAlong(
    tx,
    [toAgency ? { partnerId: register.taquillaId, reach: 'above', roles: ['ADMIN_TAQUILLA'] } : { partnerId: register.taquillaId, reach: 'partner' }],
    { except: tx.principal.id },
  );
  const texts = {
    SENT: { title: 'Arqueo enviado', body: `El arqueo de ${day} espera su aprobación.` },
    APPROVED: { title: 'Arqueo aprobado', body: `El arqueo de ${day} fue aprobado.` },
    RETURNED: { title: 'Arqueo devuelto', body: `El arqueo de ${day} fue devuelto: ${observation ?? ''}` },
  }[event];
  await createNotifications(tx, {
    recipients,
    kind: event === 'RETURNED' ? 'CASH_REGISTER_RETURNED' : event === 'SENT' ? 'CASH_REGISTER_SENT' : 'CASH_REGISTER_APPROVED',
    ...texts,
    link: toAgency ? AGENCY_REGISTERS : TICKET_OFFICE_REGISTER,
  });
}

/** A transaction approved or rejected tells the taquilla's users and whoever recorded it. */
export async function notifyTransaction(tx: UseCaseContext, movement: MovementRow, approved: boolean) {
  const recipients = await recipientsAlong(tx, [{ partnerId: movement.taquilla_id, reach: 'partner' }], { except: tx.principal.id });
  if (movement.created_by_id !== tx.principal.id && !recipients.includes(movement.created_by_id)) recipients.push(movement.created_by_id);
  const what = `${movement.kind === 'INGRESO' ? 'El ingreso' : 'El egreso'} de ${formatMinor(BigInt(movement.amount), movement.currency as Currency)} (${movement.taquilla_name})`;
  await createNotifications(tx, {
    recipients,
    kind: approved ? 'TRANSACTION_APPROVED' : 'TRANSACTION_REJECTED',
    title: approved ? 'Transacción aprobada' : 'Transacción rechazada',
    body: approved ? `${what} fue aprobado y ya cuenta en el arqueo.` : `${what} fue rechazado: ${movement.handle_observation ?? ''}`,
    link: movement.kind === 'INGRESO' ? '/ticket-office/incomes' : '/ticket-office/outcomes',
  });
}
