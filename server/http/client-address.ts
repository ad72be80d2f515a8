import type { IncomingHttpHeaders } from "node:http";

/**
 * The client's address as the form services read it
 * (docs/decisions/028-http-edge-client-address-and-refused-posts.md): appends the connection's own
 * address to X-Forwarded-For (creating the header when the client sent none), so that its last
 * entry is the address this server saw, whatever the client wrote.
 */
export function appendForwardedFor(headers: IncomingHttpHeaders, peer: string | undefined): void {
  // A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d.
  const address = peer?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") || "unknown";
  const sent = [headers["x-forwarded-for"] ?? []].flat().join(", ").trim();
  headers["x-forwarded-for"] = sent ? `${sent}, ${address}` : address;
}
