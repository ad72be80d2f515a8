import type { ReactNode } from "react";
import styles from "./menus.module.css";

export const chevron = (className: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className={`transition-transform ${className}`}>
    <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** A bar under a header link or menu that leads to the current page. */
export const currentBar = "after:absolute after:inset-x-3 after:bottom-0 after:hidden after:h-0.5 after:rounded-full after:bg-brand";

/**
 * A desktop header menu: a button and its panel, a native popover placed under the button
 * (menus.module.css). Opens on hover, click, Enter and Space; Escape and a click outside close
 * it; Tab goes from the button into the open panel. Leaving it, by pointer or focus, and following
 * one of its links close it too (lib/header-menus-script.ts). `marksCurrent`: the button is highlighted
 * while the page shown is one of the menu's links.
 */
export function MenuPopover({ id, label, align = "start", marksCurrent = false, children }: { id: string; label: ReactNode; align?: "start" | "end"; marksCurrent?: boolean; children: ReactNode }) {
  const panelId = `menu-${id}`;
  const anchor = `--menu-${id}`;
  return (
    <div data-menu="hover" className={`${styles.menu} group/menu flex h-full items-center`} style={{ anchorName: anchor }}>
      <button
        type="button"
        popoverTarget={panelId}
        className={`relative inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium xl:px-3 whitespace-nowrap text-ink hover:text-brand ${
          marksCurrent ? `${currentBar} group-has-[[aria-current=page]]/menu:text-brand group-has-[[aria-current=page]]/menu:after:block` : ""
        }`}
      >
        {label}
        {chevron("group-hover/menu:rotate-180 group-has-[:popover-open]/menu:rotate-180")}
      </button>
      <div id={panelId} popover="auto" data-align={align} className={styles.panel} style={{ positionAnchor: anchor }}>
        <div className="rounded-xl border border-line bg-white p-2 shadow-lg">{children}</div>
      </div>
    </div>
  );
}
