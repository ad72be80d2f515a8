import type { IncomingMessage } from "node:http";

/**
 * The one body reader: reads a request body of at most `limit` bytes, whatever its
 * Content-Length said. Undefined when more came: the reading stops there, the rest is left
 * unread. With `keep: false` it only counts (a refused post read to its end and thrown away).
 */
export async function readBody(req: IncomingMessage, limit: number, { keep = true } = {}): Promise<Buffer | undefined> {
  const kept: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    if (keep) kept.push(chunk);
  }
  return Buffer.concat(kept);
}
