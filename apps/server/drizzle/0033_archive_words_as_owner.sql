-- The archive's word search, run as the table's owner. Under row security PostgreSQL runs a condition
-- it does not hold leak-proof after the policy's own; the words' match (`@@`, `to_tsvector`) is not
-- marked leak-proof, so a request's search read every record of the organisation and parsed each payload
-- instead of asking `archive_records_words_idx` (docs/decisions/0037). This function asks the index, as
-- the owner row security does not restrict, and answers the ids of matching records of one organisation,
-- and only if the caller's own scope may see that organisation: the rows themselves are then read under
-- the policy as before.
CREATE FUNCTION roi_archive_records_with_words(organization integer, words text) RETURNS SETOF bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT id FROM archive_records
    WHERE roi_organization_visible(organization) AND organization_id = organization
      AND to_tsvector('simple', payload::jsonb) @@ websearch_to_tsquery('simple', words)
  $$;
