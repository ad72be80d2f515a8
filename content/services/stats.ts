import type { Stat, Tuple } from "./types";

/**
 * Key figures with their labels. A service computes its figures once, from the claims, in either
 * language's format (a function of the formatter); only the labels are written per language.
 */
export function labelled(values: Tuple<string, 3>, labels: Tuple<string, 3>): Tuple<Stat, 3> {
  return values.map((value, i) => ({ value, label: labels[i]! })) as Tuple<Stat, 3>;
}
