"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Enhances the header's popover menus (MenuPopover, MobileMenu), which work without it:
 * - a desktop menu opens while the mouse is over it and closes when it leaves; a click while
 *   it is open that way keeps it open instead of closing it;
 * - a menu closes when focus leaves it and when one of its links is followed, and every menu
 *   closes after a client-side navigation (the header stays mounted across them); a link that
 *   reloads the page only to close the menu ("?#contact", site/navigation.ts) jumps within it;
 * - each trigger carries aria-expanded for browsers that do not expose a popover's state.
 */
export function HeaderMenus({ headerId }: { headerId: string }) {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => enhance(document.getElementById(headerId)), [headerId]);
  useEffect(() => {
    // Only after a navigation: at hydration a menu the visitor has open (or hovers) stays open.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(headerId)?.querySelectorAll<HTMLElement>(":popover-open").forEach((panel) => panel.hidePopover());
  }, [headerId, pathname]);
  return null;
}

function enhance(header: HTMLElement | null): (() => void) | undefined {
  if (!header) return;
  const controller = new AbortController();
  const { signal } = controller;
  for (const menu of header.querySelectorAll<HTMLElement>("[data-menu]")) {
    const trigger = menu.querySelector<HTMLButtonElement>(":scope > button[popovertarget]");
    const panel = menu.querySelector<HTMLElement>(":scope > [popover]");
    if (!trigger || !panel) continue;
    panel.addEventListener("toggle", (event) => trigger.setAttribute("aria-expanded", String((event as ToggleEvent).newState === "open")), { signal });
    panel.addEventListener("click", (event) => {
      const link = (event.target as Element).closest("a");
      if (!link) return;
      panel.hidePopover();
      if (reloadsForAnchor(link)) {
        event.preventDefault();
        location.hash = link.hash;
      }
    }, { signal });
    menu.addEventListener("focusout", (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && !menu.contains(to)) panel.hidePopover();
    }, { signal });
    if (menu.dataset.menu === "hover") openOnHover(menu, trigger, panel, signal);
  }
  return () => controller.abort();
}

/** A link to an anchor of this page that, without scripts, reloads it so that the menu closes. */
function reloadsForAnchor(link: HTMLAnchorElement): boolean {
  return link.getAttribute("href")?.startsWith("?#") === true;
}

function openOnHover(menu: HTMLElement, trigger: HTMLButtonElement, panel: HTMLElement, signal: AbortSignal) {
  let openedByHover = false;
  const open = () => {
    if (panel.matches(":popover-open")) return;
    panel.showPopover();
    openedByHover = true;
  };
  // From now on hovering opens the popover itself, not only shows it (menus.module.css).
  menu.dataset.enhanced = "";
  signal.addEventListener("abort", () => delete menu.dataset.enhanced);
  if (menu.matches(":hover")) open();
  menu.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && open(), { signal });
  menu.addEventListener("pointerleave", (event) => event.pointerType === "mouse" && panel.hidePopover(), { signal });
  panel.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "closed") openedByHover = false;
  }, { signal });
  trigger.addEventListener("click", (event) => {
    // A mouse click (detail > 0; Enter and Space give 0) on a menu the pointer opened pins it.
    if (openedByHover && event.detail > 0) event.preventDefault();
    openedByHover = false;
  }, { signal });
}
