import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Holds back Next.js's answer to a request and sends it once whole, as `finish` makes it from the
 * body Next wrote (it may set headers; its type is the answer's Content-Type). Next is asked for
 * the answer uncompressed (it compresses as the request's Accept-Encoding says). This replaces
 * the response's writeHead, flushHeaders, write and end, the methods Next.js writes its answer
 * through (tests/contract checks it on a real server).
 */
export function holdAnswer(req: IncomingMessage, res: ServerResponse, finish: (body: Buffer, type: string) => Buffer): void {
  delete req.headers["accept-encoding"];
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  const chunks: Buffer[] = [];
  let status = 200;
  let reason: string | undefined;

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as OutgoingHttpHeaders | undefined;
    reason = rest.find((arg) => typeof arg === "string") as string | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    return res;
  }) as typeof res.writeHead;
  res.flushHeaders = () => {};
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : "utf8"));
    const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== "function") res.write(chunk as Buffer);
    const body = finish(Buffer.concat(chunks), String(res.getHeader("content-type") ?? ""));
    res.setHeader("Content-Length", String(body.length));
    res.removeHeader("Transfer-Encoding");
    writeHead(status, reason);
    const done = [chunk, ...rest].find((arg) => typeof arg === "function") as (() => void) | undefined;
    return end(body, done); // a HEAD's response sends no body (Node.js knows the request's method)
  }) as typeof res.end;
}

/** Calls `beforeHead` just before the response's headers leave (Next.js sets its own first), through writeHead. */
export function beforeHeadersLeave(res: ServerResponse, beforeHead: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    beforeHead();
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
