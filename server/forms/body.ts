export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * The one body reader: reads a request body of at most `limit` bytes, whatever its
 * Content-Length said. Undefined when more came: the reading stops there, the rest is left
 * unread. With `keep: false` it only counts (a refused post read to its end and thrown away).
 * `chunks` is a Node request's `iterator({ destroyOnReturn: false })`, or a fetch body.
 */
export async function readBody(chunks: AsyncIterable<Uint8Array>, limit: number, { keep = true } = {}): Promise<Buffer | undefined> {
  const kept: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    if (keep) kept.push(chunk);
  }
  return Buffer.concat(kept);
}

/** A body as text, refused (BodyTooLargeError) over `limit` bytes, from its declared length without reading it. */
export async function readBodyText(chunks: AsyncIterable<Uint8Array>, limit: number, declaredLength: string | null | undefined): Promise<string> {
  if (Number(declaredLength ?? "0") > limit) throw new BodyTooLargeError();
  const body = await readBody(chunks, limit);
  if (!body) throw new BodyTooLargeError();
  return body.toString("utf8");
}
