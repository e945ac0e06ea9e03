-- word search of the archive (docs/decisions/0034-archive-images-and-backfill.md): the string values of
-- each record's payload as words, in the 'simple' configuration (no language's stemming or stop words)
CREATE INDEX "archive_records_words_idx" ON "archive_records" USING gin (to_tsvector('simple', "payload"::jsonb));
