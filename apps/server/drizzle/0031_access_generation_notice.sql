-- Every change of the access generation also sends a notice. The embedded database runs in one process,
-- which hears it before the changing statement returns, and so keeps the generation itself instead of
-- reading it on every request (docs/decisions/0021). Processes sharing PostgreSQL do not listen: they
-- read the counter, as before.
CREATE OR REPLACE FUNCTION roi_bump_access_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_generation SET value = value + 1;
  PERFORM pg_notify('roi_access_generation', '');
  RETURN NULL;
END
$$;
