-- Sales serialise per number. Before a batch reads or counts anything, it takes a transaction
-- lock on every (occurrence, bet type, number key) it plays, in the one global order (occurrence,
-- then the hash of the rest), so two batches never wait on each other in a cycle. Every sale of
-- a number counts against its exposure rows under that lock, so what a batch reads after taking
-- it is what is sold, and no other sale moves it until the batch commits. An annulment only ever
-- lowers a row (under the row's own lock), so a sale that read the row just before sells less,
-- never more. The lock lives in memory: no row is written to take it, and a number that has
-- never sold needs no row yet.
CREATE OR REPLACE FUNCTION banca_lock_numbers(p_sales jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k.occurrence_id, k.number_hash)
     FROM (SELECT DISTINCT (x->>'occurrence_id')::int AS occurrence_id,
                           hashtext((x->>'bet_type_id') || ':' || (x->>'number_key')) AS number_hash
             FROM jsonb_array_elements(p_sales) s CROSS JOIN LATERAL jsonb_array_elements(s->'plays') x
            ORDER BY 1, 2) k;
END;
$$;
