-- A part's share of a cell's amount (ADR 051): the cell's `p_total` split over its parts in proportion
-- to their weights by cumulative rounding, parts in a fixed order. `p_upto` is the weights of the
-- parts up to this one included, `p_whole` all of them: the share is the rounded total up to this
-- part less the rounded total up to the one before, so the shares add up to the total exactly and
-- none is more than a minor unit from its proportion. Integer arithmetic, half up (weights ≥ 0).
CREATE OR REPLACE FUNCTION banca_share_of(p_total numeric, p_weight numeric, p_upto numeric, p_whole numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_whole <= 0 THEN 0
              ELSE div(2 * p_total * p_upto + p_whole, 2 * p_whole)
                 - div(2 * p_total * (p_upto - p_weight) + p_whole, 2 * p_whole) END
$$;
