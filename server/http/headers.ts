import type { IncomingHttpHeaders } from "node:http";
import { baseSecurityHeaders, nonPagePolicyHeaders } from "@/lib/security/policy";

/** Node's request headers as the fetch API's Headers (what the form services read). */
export function webHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of [value ?? []].flat()) result.append(name, one);
  }
  return result;
}

/** The headers every response carries (lib/security/policy.ts). */
export const securityHeaders = baseSecurityHeaders;

/** Those, and the policy of a response that is not a page (an API answer, a refusal in plain text). */
export const nonPageHeaders = { ...securityHeaders, ...nonPagePolicyHeaders };
