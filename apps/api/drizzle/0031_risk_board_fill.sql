-- The risk board's copy of the exposure (ADR 058, "Cost") starts equal to the exposure rows of the
-- occurrences of yesterday on; the risk watch's passes keep it from then on.
INSERT INTO risk_board_numbers (occurrence_id, bet_type_id, number_key, partner_id, sold, payout)
SELECT e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id, e.sold, round(e.sold * pbt.multiplier)::bigint
  FROM draw_occurrences o
  JOIN sales_exposure e ON e.occurrence_id = o.id
  JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = e.bet_type_id
 WHERE o.draw_date >= current_date - 1 AND e.sold > 0;
--> statement-breakpoint
INSERT INTO risk_board_groups (occurrence_id, bet_type_id, partner_id, numbers, sold, payout, multiplier)
SELECT b.occurrence_id, b.bet_type_id, b.partner_id, count(*), sum(b.sold), sum(b.payout), pbt.multiplier
  FROM risk_board_numbers b
  JOIN draw_occurrences o ON o.id = b.occurrence_id
  JOIN product_bet_types pbt ON pbt.product_id = o.product_id AND pbt.bet_type_id = b.bet_type_id
 GROUP BY b.occurrence_id, b.bet_type_id, b.partner_id, pbt.multiplier;
