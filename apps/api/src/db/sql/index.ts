/**
 * The live SQL (ADR 035): every function, trigger and view of the database, one file each in this
 * folder, named after the function it defines. They are applied after the schema migrations, on
 * every start and by `db:migrate`, in this order: a file may use what the files above it define
 * (a SQL-language function is checked against the functions it calls when it is created).
 * A test fails when a file of the folder is missing here.
 */
export const SQL_FILES = [
  // Serials
  'banca_luhn_digit_of.sql',
  'banca_luhn_digit.sql',
  // Limits and their exposure (ADR 031)
  'banca_sale_limits_lock.sql',
  'banca_limit_set.sql',
  'banca_resync_scope.sql',
  'banca_resync_exposure.sql',
  // The sale (ADR 027, 029, 030)
  'banca_sale_refused.sql',
  'banca_lock_numbers.sql',
  'banca_sell_one.sql',
  'banca_plan_sales.sql',
  'banca_write_planned_sales.sql',
  'banca_sell_batch_at_once.sql',
  'banca_sell_tickets.sql',
  // Triggers, each file with its trigger function
  'banca_bump_sale_config_version.sql',
  'banca_refuse_delete.sql',
  'banca_lock_sale_limits.sql',
  'banca_resync_changed_limits.sql',
  // The sales rollups (ADR 042)
  'banca_play_measures.sql',
  'banca_sale_hour.sql',
  'banca_rollup_fresh_deltas.sql',
  'banca_rollup_tickets.sql',
  'banca_rollup_ticket_changes.sql',
  'banca_rollup_play_changes.sql',
  'banca_fold_rollup_deltas.sql',
  'banca_fold_rollups.sql',
  'banca_rebuild_rollups.sql',
  // The one pricing rule and the priced sales (ADR 051)
  'banca_agency_commission.sql',
  'banca_commission_of.sql',
  'banca_participation_of.sql',
  'banca_price_cell.sql',
  'banca_share_of.sql',
  'banca_sales_parts.sql',
  'banca_sales_cells.sql',
  'banca_priced_sales.sql',
  // The ledger (ADR 044)
  'banca_ledger_immutable.sql',
  'banca_ledger_balanced.sql',
  'banca_post_entry.sql',
  'banca_settle_day.sql',
  // Risk thresholds (ADR 058)
  'banca_default_risk_thresholds.sql',
  'banca_fold_risk_board.sql',
  'banca_rebuild_risk_board.sql',
  'banca_risk_board_annulments.sql',
  // Anomaly rules (ADR 061)
  'banca_default_anomaly_rules.sql',
] as const;
