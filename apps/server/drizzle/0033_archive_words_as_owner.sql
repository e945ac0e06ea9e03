-- The archive's word search, run as the table's owner. Under row security PostgreSQL runs a condition
-- it does not hold leak-proof after the policy's own; the words' match (`@@`, `to_tsvector`) is not
-- marked leak-proof, so a request's search read every record of the organisation and parsed each payload
-- instead of asking `archive_records_words_idx` (docs/decisions/0037). This function asks the index, as
-- the owner row security does not restrict, and answers the ids of one organisation's matching records.
-- A request (role roi_tenant) gets them only if its own scope may see that organisation, the policy's
-- check; the rows themselves are then read under the policy as before. Work outside a request runs as
-- the owner, sees every record anyway, and has no scope to check (so does every request on PGlite,
-- which has no row security). Nobody else may call it.
CREATE FUNCTION roi_archive_records_with_words(organization integer, words text) RETURNS SETOF bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT id FROM archive_records
    WHERE (current_setting('role') <> 'roi_tenant' OR roi_organization_visible(organization))
      AND organization_id = organization
      AND to_tsvector('simple', payload::jsonb) @@ websearch_to_tsquery('simple', words)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_archive_records_with_words(integer, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION roi_archive_records_with_words(integer, text) TO roi_tenant;
