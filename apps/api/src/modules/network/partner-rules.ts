import { PARENT_KINDS, type PartnerKind } from '@banca/contracts';
import type { Db } from '../../db/client';
import type { PartnerRow } from '../../db/schema';
import { AppError, type FieldError } from '../../lib/app-error';
import { activeChildrenCount, activityOf, currencyDependents, lockNames, takenCodeAndName } from './partner-repository';

/** The network's rules (DOMAIN §1), each refusing with a Spanish message that names the field. */

export const KIND_NOUN: Record<PartnerKind, string> = {
  BANCA: 'una banca',
  DISTRIBUIDOR: 'un distribuidor',
  AGENCIA: 'una agencia',
  TAQUILLA: 'una taquilla',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A referenced partner that is missing or out of reach: 404, on its field. */
export const referenceNotFound = (field: string, label: string) =>
  new AppError('NOT_FOUND', `${label}: no existe.`, [{ field, message: `${label}: no existe.` }]);

export const unprocessable = (field: string | null, message: string) =>
  new AppError('UNPROCESSABLE', message, field ? [{ field, message }] : undefined);

/** BANCA is a root; DISTRIBUIDOR under BANCA or DISTRIBUIDOR; AGENCIA likewise; TAQUILLA under AGENCIA. */
export function assertParentFits(kind: PartnerKind, parent: PartnerRow, field = 'parent_id') {
  const allowed = PARENT_KINDS[kind];
  if (allowed.includes(parent.kind)) return;
  const message =
    allowed.length === 0
      ? 'Asociado padre: una banca es la raíz de la red y no puede tener padre.'
      : `Asociado padre: ${KIND_NOUN[kind]} solo puede ir bajo ${allowed.map((k) => KIND_NOUN[k]).join(' o ')}, no bajo ${KIND_NOUN[parent.kind]}.`;
  throw new AppError('VALIDATION_ERROR', message, [{ field, message }]);
}

export function assertParentActive(parent: PartnerRow, field = 'parent_id') {
  if (parent.status !== 'ACTIVE') throw unprocessable(field, `Asociado padre: «${parent.name}» no está activo.`);
}

/** The new parent may be neither the partner itself nor any of its descendants. */
export function assertNotUnderItself(partner: PartnerRow, newParent: PartnerRow, field = 'parent_id') {
  if (newParent.path.startsWith(partner.path)) {
    throw unprocessable(
      field,
      `Asociado padre: no se puede mover «${partner.name}» debajo de sí mismo ni de uno de sus descendientes.`,
    );
  }
}

/** Two creations of the same code at once: the unique index answers like the rule check. */
export const PARTNER_CONFLICTS = {
  partners_code_uq: { field: 'code', message: 'Código: ya existe un asociado con ese código.' },
};

/**
 * Codes and names are unique in the whole database, whatever the case. Takes the name lock
 * first, so two creations of the same name cannot both pass.
 */
export async function assertUniqueCodeAndName(
  db: Db,
  values: { code: string | null; name: string | null },
  excludeId?: number,
) {
  if (values.name) await lockNames(db, values.name);
  const taken = await takenCodeAndName(db, values.code, values.name, excludeId);
  const fields: FieldError[] = [];
  if (taken.code)
    fields.push({ field: 'code', message: `Código: ya existe un asociado con el código «${values.code}».` });
  if (taken.name)
    fields.push({ field: 'name', message: `Nombre: ya existe un asociado con el nombre «${values.name}».` });
  if (fields.length > 0) throw new AppError('CONFLICT', fields.map((f) => f.message).join(' '), fields);
}

/** A partner is deactivated only when no child is still active and nothing uses it. */
export async function assertCanDeactivate(db: Db, partner: PartnerRow) {
  const children = await activeChildrenCount(db, partner.id);
  const who = `No se puede desactivar ${KIND_NOUN[partner.kind]} «${partner.name}»`;
  if (children > 0) {
    throw unprocessable(
      null,
      `${who}: tiene ${children} ${children === 1 ? 'asociado hijo activo' : 'asociados hijos activos'}. Desactívelos primero.`,
    );
  }
  const activity = await activityOf(db, partner.id);
  if (activity.terminals > 0) throw unprocessable(null, `${who}: tiene un terminal vinculado. Libérelo primero.`);
  if (activity.users > 0) {
    throw unprocessable(
      null,
      `${who}: tiene ${activity.users} ${activity.users === 1 ? 'usuario activo' : 'usuarios activos'}. Desactívelos primero.`,
    );
  }
}

/** The registry manages what lies below the caller: its own partner is changed from above. */
export function assertNotOwnPartner(partner: PartnerRow, scopePartnerId: number) {
  if (partner.id === scopePartnerId) {
    throw unprocessable(
      null,
      `${capitalise(KIND_NOUN[partner.kind])} del propio usuario no se puede modificar desde el registro.`,
    );
  }
}

/**
 * A partner's country is its banca's (the parent's, all the way up): a PA agency under a VE banca
 * would sell under the other country's rules. Answers the country to store.
 */
export function countryFromParent(requested: string | undefined, parent: PartnerRow): string {
  if (requested !== undefined && requested !== parent.countryIso2) {
    throw unprocessable(
      'country_iso2',
      `País: un asociado tiene el país de su banca (${parent.countryIso2}); no puede ser ${requested}.`,
    );
  }
  return parent.countryIso2;
}

/**
 * A partner's currency is chosen when it is created (its parent's by default) and changes only
 * while nothing reads amounts in it: no partner below it, no ticket sold in its subtree, no cupo,
 * bets setting or commission ceiling of its own. Otherwise they would silently change currency.
 */
export async function assertCurrencyChange(db: Db, partner: PartnerRow, currency: string) {
  if (currency === partner.currency) return;
  const dependents = await currencyDependents(db, partner);
  const reason =
    dependents.children > 0
      ? 'tiene asociados por debajo'
      : dependents.tickets
        ? 'ya tiene ventas'
        : dependents.amounts
          ? 'tiene cupos, configuración de apuestas o comisiones en su moneda'
          : null;
  if (reason) {
    throw unprocessable(
      'currency',
      `Moneda: no se puede cambiar la moneda de ${KIND_NOUN[partner.kind]} «${partner.name}»: ${reason}.`,
    );
  }
}
