import { IncomingMessage } from "node:http";

/**
 * A request for Next.js with the same head as `req` and a new body: Next.js reads a request's body
 * from the IncomingMessage stream and its headers from `headers` and `rawHeaders`, and takes a
 * stream that is not `complete` at its end for an abort (tests/contract checks it on a real server).
 */
export function requestWithBody(req: IncomingMessage, body: Buffer, headers: IncomingMessage["headers"]): IncomingMessage {
  const forNext = new IncomingMessage(req.socket);
  forNext.method = req.method;
  forNext.url = req.url;
  forNext.httpVersion = req.httpVersion;
  forNext.httpVersionMajor = req.httpVersionMajor;
  forNext.httpVersionMinor = req.httpVersionMinor;
  const whole = { ...headers, "content-length": String(body.length) };
  delete whole["transfer-encoding"];
  forNext.headers = whole;
  forNext.rawHeaders = Object.entries(whole).flatMap(([name, value]) => [value ?? []].flat().flatMap((one) => [name, String(one)]));
  forNext.push(body);
  forNext.push(null);
  forNext.complete = true; // else its end would count as an abort, which closes the connection
  return forNext;
}
