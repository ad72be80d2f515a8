import type { IncomingHttpHeaders } from "node:http";
import { baseSecurityHeaders, nonPagePolicyHeaders } from "@/lib/security/policy";

/** Node's request headers as the fetch API's Headers (what the form services read). */
export function webHeaders(headers: IncomingHttpHeaders): Headers {
  return new Headers(Object.entries(headers).flatMap(([name, value]) => [value ?? []].flat().map((one): [string, string] => [name, one])));
}

/** The headers every response carries (lib/security/policy.ts), and the policy of a response that is not a page (an API answer, a refusal in plain text). */
export const nonPageHeaders = { ...baseSecurityHeaders, ...nonPagePolicyHeaders };

/** Those, on an answer no cache keeps. */
export const noStoreHeaders = { ...nonPageHeaders, "Cache-Control": "no-store" };
