-- What one play adds to the sales rollups (ADR 042), given its ticket's status now: sold (every
-- play), annulled (ticket ANULADO), prize (its prize, ticket not annulled), paid (its prize,
-- ticket PAGADO). p_sign is 1 to add the play, -1 to take it away. Inlined by the planner.
CREATE OR REPLACE FUNCTION banca_play_measures(p_status text, p_amount bigint, p_prize bigint, p_sign int)
RETURNS TABLE (sold_amount bigint, sold_plays int, annulled_amount bigint, annulled_plays int,
               prize_amount bigint, prize_plays int, paid_amount bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p_sign * p_amount,
         p_sign,
         CASE WHEN p_status = 'ANULADO' THEN p_sign * p_amount ELSE 0 END,
         CASE WHEN p_status = 'ANULADO' THEN p_sign ELSE 0 END,
         CASE WHEN p_status <> 'ANULADO' THEN p_sign * p_prize ELSE 0 END,
         CASE WHEN p_status <> 'ANULADO' AND p_prize > 0 THEN p_sign ELSE 0 END,
         CASE WHEN p_status = 'PAGADO' THEN p_sign * p_prize ELSE 0 END
$$;
