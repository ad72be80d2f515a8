"use client";

import { createContext, useContext, type ReactNode } from "react";

/** The page being rendered: its public path and, on the application form, the position chosen (?job=N). */
export type PageLocation = { pathname: string; job?: string };

const PageLocationContext = createContext<PageLocation>({ pathname: "/" });

/** Tells the links below which page they are on (aria-current, the language links, the contact link). */
export function PageLocationProvider({ location, children }: { location: PageLocation; children: ReactNode }) {
  return <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>;
}

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}
