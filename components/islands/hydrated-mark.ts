/**
 * The marks of an island that React has hydrated (docs/decisions/061-astro-islands.md): set by
 * components/islands/IslandReady.tsx, awaited by the client directive before it replays a held
 * press (src/directives/interact.ts, which must not import React), and read by the browser tests.
 * <html> gets the attribute too: some island of the page has run.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const HYDRATED_EVENT = "island:hydrated";
