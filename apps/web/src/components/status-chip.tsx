import {
  ALERT_STATUS_LABELS,
  type AlertStatus,
  BLOCK_STATE_LABELS,
  CASH_MOVEMENT_STATUS_LABELS,
  CASH_REGISTER_STATUS_LABELS,
  CATALOGUE_STATUS_LABELS,
  JOB_RUN_OUTCOME_LABELS,
  JOB_STATE_LABELS,
  OCCURRENCE_STATE_LABELS,
  PAYMENT_STATUS_LABELS,
  PARTNER_STATUS_LABELS,
  PRIZE_STATE_LABELS,
  SOFTWARE_STATUS_LABELS,
  TICKET_STATUS_LABELS,
  type BlockState,
  type CashMovementStatus,
  type CashRegisterStatus,
  type CatalogueStatus,
  type JobRunOutcome,
  type JobState,
  type OccurrenceState,
  type PaymentStatus,
  type PartnerStatus,
  type PrizeState,
  type SoftwareStatus,
  type TicketStatus,
  type UserStatus,
} from '@banca/contracts';
import Chip from '@mui/material/Chip';

export type StatusColor = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

export interface StatusLook {
  readonly label: string;
  readonly color: StatusColor;
}

/** One family's looks: the label from its contract's label map, the colour chosen here. */
function family<S extends string>(labels: Record<S, string>, colors: Record<S, StatusColor>): Record<S, StatusLook> {
  const looks = {} as Record<S, StatusLook>;
  for (const status of Object.keys(colors) as S[]) looks[status] = { label: labels[status], color: colors[status] };
  return looks;
}

const USER_STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: 'Activo', BLOCKED: 'Bloqueado', INACTIVE: 'Inactivo' };

/**
 * Every status the screens show, by family: its Spanish label and its colour. A new status
 * (or a new family) is one line here, and every screen shows it alike.
 */
export const STATUS_FAMILIES = {
  /** Categories, lotteries, products and draws of the catalogue. */
  catalogue: family<CatalogueStatus>(CATALOGUE_STATUS_LABELS, { ACTIVE: 'success', INACTIVE: 'default' }),
  /** Distributors, agencies and taquillas. */
  partner: family<PartnerStatus>(PARTNER_STATUS_LABELS, {
    ACTIVE: 'success',
    INACTIVE: 'default',
    SUSPENDED: 'warning',
  }),
  user: family<UserStatus>(USER_STATUS_LABELS, { ACTIVE: 'success', BLOCKED: 'default', INACTIVE: 'default' }),
  /** A ticket, its prize and its payment. */
  ticket: family<TicketStatus>(TICKET_STATUS_LABELS, {
    ACTIVO: 'info',
    ANULADO: 'error',
    PREMIADO: 'success',
    PERDEDOR: 'default',
    PAGADO: 'primary',
    VENCIDO: 'warning',
  }),
  /** A prize: owed, paid, or expired unpaid. */
  prize: family<PrizeState>(PRIZE_STATE_LABELS, { POR_PAGAR: 'success', PAGADO: 'primary', VENCIDO: 'warning' }),
  /** A draw of a day: open for sale, closed, with its result, awarded, suspended. */
  occurrence: family<OccurrenceState>(OCCURRENCE_STATE_LABELS, {
    SCHEDULED: 'default',
    OPEN: 'success',
    CLOSED: 'warning',
    RESULTED: 'info',
    AWARDED: 'primary',
    SUSPENDED: 'error',
  }),
  /** A blocked number. */
  block: family<BlockState>(BLOCK_STATE_LABELS, { ACTIVE: 'error', EXPIRED: 'default', DELETED: 'default' }),
  /** A payment between partners: reported, confirmed by its payee, rejected, deleted by its author. */
  payment: family<PaymentStatus>(PAYMENT_STATUS_LABELS, {
    PENDING: 'warning',
    CONFIRMED: 'success',
    REJECTED: 'error',
    DELETED: 'default',
  }),
  /** A cash register (arqueo): open, sent to its agency, changed after sending, approved. */
  cashRegister: family<CashRegisterStatus>(CASH_REGISTER_STATUS_LABELS, {
    CREATED: 'default',
    UPDATED: 'info',
    SENT: 'warning',
    RETURNED: 'error',
    RECALCULATED: 'warning',
    APPROVED: 'success',
  }),
  /** An income or outcome: counted, waiting for a superior, rejected or annulled. */
  cashMovement: family<CashMovementStatus>(CASH_MOVEMENT_STATUS_LABELS, {
    APROBADO: 'success',
    PENDIENTE: 'warning',
    RECHAZADO: 'error',
    ANULADO: 'default',
  }),
  /** A terminal software version: its file still to arrive, or offered to the terminals. */
  software: family<SoftwareStatus>(SOFTWARE_STATUS_LABELS, { PENDIENTE: 'warning', DISPONIBLE: 'success' }),
  /** A scheduled job: up to date, running now, failing and retried, or run by no process. */
  job: family<JobState>(JOB_STATE_LABELS, {
    AL_DIA: 'success',
    EN_CURSO: 'info',
    REINTENTANDO: 'warning',
    ATRASADA: 'error',
  }),
  /** A run of a scheduled job. */
  jobRun: family<JobRunOutcome>(JOB_RUN_OUTCOME_LABELS, { ok: 'success', error: 'error' }),
  /** An anomaly alert (ADR 061): open, acknowledged or dismissed. */
  alert: family<AlertStatus>(ALERT_STATUS_LABELS, { ABIERTA: 'error', RECONOCIDA: 'info', DESCARTADA: 'default' }),
} as const;

export type StatusFamily = keyof typeof STATUS_FAMILIES;
export type StatusOf<F extends StatusFamily> = keyof (typeof STATUS_FAMILIES)[F] & string;

/** A status's look in its family. */
export function statusLook<F extends StatusFamily>(family: F, status: StatusOf<F>): StatusLook {
  return (STATUS_FAMILIES[family] as Record<string, StatusLook>)[status]!;
}

/** A family's statuses as the options of a select or a filter, in the map's order. */
export function statusOptions<F extends StatusFamily>(family: F): { value: StatusOf<F>; label: string }[] {
  return Object.entries(STATUS_FAMILIES[family] as Record<string, StatusLook>).map(([value, look]) => ({
    value: value as StatusOf<F>,
    label: look.label,
  }));
}

/** THE status chip: `<StatusChip family="partner" status={partner.status} />`. */
export function StatusChip<F extends StatusFamily>({ family, status }: { family: F; status: StatusOf<F> }) {
  const { label, color } = statusLook(family, status);
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
