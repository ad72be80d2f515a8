"use client";

import { useId, useRef, useState, type ReactNode } from "react";

/**
 * A disclosure menu for the desktop header: opens on hover and on keyboard focus,
 * closes when the pointer or focus leaves and on Escape (focus returns to the trigger).
 */
export function NavDropdown({ label, children, align = "left" }: { label: ReactNode; children: ReactNode; align?: "left" | "right" }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hovering = useRef(false);
  const refocusing = useRef(false);

  return (
    <div
      ref={rootRef}
      data-dropdown=""
      className="relative"
      onMouseEnter={() => {
        hovering.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        setOpen(false);
      }}
      onFocus={() => {
        if (!refocusing.current) setOpen(true);
        refocusing.current = false;
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.preventDefault();
        setOpen(false);
        if (document.activeElement !== triggerRef.current) {
          refocusing.current = true;
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => (hovering.current ? true : !wasOpen))}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:text-brand"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className={open ? "rotate-180 transition-transform" : "transition-transform"}>
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div
        id={panelId}
        data-panel=""
        hidden={!open}
        className={`absolute top-full z-50 min-w-56 pt-2 ${align === "right" ? "right-0" : "left-0"}`}
      >
        <div className="rounded-xl border border-line bg-white p-2 shadow-lg">{children}</div>
      </div>
    </div>
  );
}
