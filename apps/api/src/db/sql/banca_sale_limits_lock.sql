-- The key of the advisory lock between sales and changes to the limits (ADR 031). A batch of
-- sales (banca_sell_tickets) and an annulment take it shared; a statement that changes cupo or
-- tope rows takes it exclusive (banca_lock_sale_limits), so no sale planned with the old limits
-- is in flight while the exposure is recounted (banca_resync_exposure), and a sale that comes
-- after reads the new configuration version (BN009) before it counts anything. The two-key
-- number locks of banca_lock_numbers live apart from it.
CREATE OR REPLACE FUNCTION banca_sale_limits_lock() RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$ SELECT hashtextextended('banca.sale-limits', 0) $$;
