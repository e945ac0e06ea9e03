-- The archive's word search, run as the table's owner. Under row security PostgreSQL runs a condition
-- it does not hold leak-proof after the policy's own; the words' match (`@@`, `to_tsvector`) is not
-- marked leak-proof, so a request's search read every record of the organisation and parsed each payload
-- instead of asking `archive_records_words_idx` (docs/decisions/0037). This function asks the index, as
-- the owner row security does not restrict, and answers the ids of one organisation's matching records,
-- to be read by id under the policy as before. It checks the scope itself: only the owner's own work
-- (outside requests, and every request on PGlite, which has no row security) goes unchecked; any other
-- caller gets the ids only of an organisation its scope may see (the policy's check). Every name is
-- written out in full, and temporary objects come last, so that nothing a caller creates can stand in
-- for what it calls while it runs as the owner.
CREATE FUNCTION roi_archive_records_with_words(organization integer, words text) RETURNS SETOF bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
    SELECT id FROM public.archive_records
    WHERE ((pg_catalog.current_setting('role') = 'none' AND session_user = current_user)
        OR public.roi_organization_visible(organization))
      AND organization_id = organization
      AND pg_catalog.to_tsvector('simple'::pg_catalog.regconfig, payload::jsonb)
        @@ pg_catalog.websearch_to_tsquery('simple'::pg_catalog.regconfig, words)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_archive_records_with_words(integer, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION roi_archive_records_with_words(integer, text) TO roi_tenant;
