import Negotiator from "negotiator";

/** The encodings the site server sends pages in, best first. */
export type Encoding = "br" | "gzip" | "identity";
const OURS: Encoding[] = ["br", "gzip", "identity"];

/**
 * The encoding to send for an Accept-Encoding header, by HTTP's rules (negotiator): q-values,
 * `*`, `;q=0` as a refusal, identity acceptable unless refused; among equals brotli, then gzip.
 * Undefined when the client refuses all three (`identity;q=0` alone): the answer is then 406.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
  // negotiator 1.x takes the server's preference among equals; its types predate the option.
  const negotiator = new Negotiator({ headers }) as { encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined };
  return negotiator.encoding(OURS, { preferred: OURS });
}
