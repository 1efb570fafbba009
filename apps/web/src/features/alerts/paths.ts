/** Where the alerts screen lives (ADR 061): the top bar's badge and the bell's notices lead here. */
export const ALERTS_PATH = '/admin/tools/alerts';

/** The ticket consult, searched by one serial: where an alert's tickets open. */
export const ticketConsultOf = (serial: string) =>
  `/admin/administrative/balance-report/ticketConsult?serial=${encodeURIComponent(serial)}`;
