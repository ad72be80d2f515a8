-- A CV kept in its row (PostgreSQL) is stored out of line without compression: PDF and Word files
-- are compressed already, so PostgreSQL's own compression only spent CPU, and the mail reads the
-- CV slice by slice (server/db/cv-in-row.ts), which on a compressed value decompresses it again
-- for every slice. Applies to rows written from now on.
ALTER TABLE "job_applications" ALTER COLUMN "cv" SET STORAGE EXTERNAL;
