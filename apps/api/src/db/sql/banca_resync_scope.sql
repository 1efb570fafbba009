-- The (occurrence, bet type, partner) triples a change of limits concerns: each of the given
-- partners ([{partner_id, product_id, bet_type_id}, …]) on every occurrence of the product that
-- is still open for sale, and whether the partner sets a limit for it now (banca_limit_set).
CREATE OR REPLACE FUNCTION banca_resync_scope(p_keys jsonb)
RETURNS TABLE (occurrence_id int, bet_type_id int, partner_id int, limited boolean)
LANGUAGE sql STABLE AS $$
  SELECT o.id, k.bet_type_id, k.partner_id, banca_limit_set(k.partner_id, o.product_id, o.draw_id, k.bet_type_id)
    FROM (SELECT DISTINCT (x->>'partner_id')::int AS partner_id, (x->>'product_id')::int AS product_id,
                 (x->>'bet_type_id')::int AS bet_type_id
            FROM jsonb_array_elements(p_keys) x) k
    JOIN draw_occurrences o ON o.product_id = k.product_id
   WHERE o.result_number IS NULL AND o.close_at > now()
$$;
