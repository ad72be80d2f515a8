import { randomBytes } from "node:crypto";

/** An unguessable token for confirm and unsubscribe links (192 bits). */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export function looksLikeToken(value: unknown): value is string {
  return typeof value === "string" && /^[\w-]{20,64}$/.test(value);
}
