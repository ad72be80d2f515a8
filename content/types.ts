/** Shapes shared by the copy of several pages. */

/** A list of exactly N items: the product's counts (8 features, 3 benefits...) are checked by the compiler. */
export type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>;

/** One question of an FAQ accordion (and of its FAQPage structured data). */
export type FaqItem = { question: string; answer: string };
