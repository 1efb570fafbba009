-- The priced sales a report reads (ADR 051), at the coarsest grain its rows allow: whole cells
-- (banca_sales_cells) when no row splits an agency's cell, else the parts of banca_sales_parts.
-- Same columns as the parts; a cell is one part whose `taquilla_id` and `agency_id` are its
-- partner (the agency) and whose channel is NULL, so a caller joins and groups either alike.
-- `p_rows` says how fine the caller's rows are:
--   CELL      a row per agency, distributor, banca, day, product, bet type (never a taquilla);
--             cells unless the focus is a taquilla (its share of its agency's cells);
--   CHILD     a row per child of the focus: cells unless a taquilla hangs from the focus;
--   TAQUILLA  a row per taquilla: parts;
--   CHANNEL   a row per channel: parts per channel (`sales_rollups`).
-- Every figure is the same either way (a cell is the sum of its parts); the cells only spare the
-- shares. PL/pgSQL, so that the choice is made before either is planned.
DROP FUNCTION IF EXISTS banca_priced_sales(integer, date, date, text);
CREATE FUNCTION banca_priced_sales(p_focus integer, p_from date, p_to date, p_rows text)
RETURNS TABLE (taquilla_id integer, agency_id integer, business_date date, product_id integer, bet_type_id integer,
               currency text, channel text, sold bigint, annulled bigint, prizes bigint, plays bigint,
               commission bigint, participation bigint)
LANGUAGE plpgsql STABLE ROWS 2000 AS $$
DECLARE
  v_cells boolean;
BEGIN
  SELECT CASE p_rows
           WHEN 'CELL' THEN f.kind <> 'TAQUILLA'
           WHEN 'CHILD' THEN f.kind <> 'TAQUILLA'
                        AND NOT EXISTS (SELECT 1 FROM partners c WHERE c.parent_id = f.id AND c.kind = 'TAQUILLA')
           ELSE false END
    INTO v_cells FROM partners f WHERE f.id = p_focus;
  IF v_cells THEN
    RETURN QUERY
      SELECT c.partner_id, c.partner_id, c.business_date, c.product_id, c.bet_type_id, c.currency, NULL::text,
             c.sold, c.annulled, c.prizes, c.plays, c.commission, c.participation
        FROM banca_sales_cells(p_focus, p_from, p_to) c;
  ELSE
    -- Planned at each call with its values, as when called directly: its plan depends on them.
    RETURN QUERY EXECUTE 'SELECT * FROM banca_sales_parts($1, $2, $3, $4)' USING p_focus, p_from, p_to, p_rows = 'CHANNEL';
  END IF;
END
$$;
