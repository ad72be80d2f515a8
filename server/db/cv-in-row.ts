import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./database";
import { jobApplications } from "./schema";

/**
 * What one read of a CV kept in its row (PostgreSQL) brings back. Read whole, a 4.9 MB CV arrives
 * as a 9.8 MB hex string that pg decodes in one go: 25–95 ms with the event loop held, measured on
 * this machine, and a burst of CVs being mailed adds those stalls up. In slices of this size each
 * read held it 12 ms at most (docs/measurements/uploads.md).
 */
export const CV_SLICE_BYTES = 256 * 1024;

/** One slice of the CV (from byte `offset`, counted from 0), or null once the row is gone. */
async function slice(db: Db, applicationId: number, offset: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: sql<Uint8Array>`substring(${jobApplications.cv} from ${offset + 1} for ${CV_SLICE_BYTES})` })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
}

/**
 * The CV in the application's row, read slice by slice as the mail that carries it is sent.
 * If the row goes (purged) while it is read, the stream fails and so does that attempt; the next
 * one sends the mail without the file, as for a CV purged before the mail was sent.
 */
export function cvFromRow(db: Db, applicationId: number, size: number): Readable {
  async function* slices() {
    for (let offset = 0; offset < size; offset += CV_SLICE_BYTES) {
      const bytes = await slice(db, applicationId, offset);
      if (!bytes || bytes.length === 0) throw new Error(`the CV of application ${applicationId} went while it was being sent`);
      yield bytes;
    }
  }
  return Readable.from(slices(), { objectMode: false });
}
