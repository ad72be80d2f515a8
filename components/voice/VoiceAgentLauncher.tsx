"use client";

import { useRef, useState } from "react";
import { voiceCopy } from "@/content/voice";
import type { Lang } from "@/lib/i18n";

export const VOICE_SCRIPT_SRC = "https://unpkg.com/@elevenlabs/convai-widget-embed";
export const VOICE_SCRIPT_ID = "elevenlabs-convai-script";
const VOICE_ELEMENT = "elevenlabs-convai";

type Status = "idle" | "loading" | "ready" | "failed";

const pill =
  "flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-full bg-ink py-2.5 pr-5 pl-2.5 text-left text-white shadow-xl ring-1 ring-white/10 transition-colors hover:bg-brand-dark";

/**
 * First-party floating label for the voice agent (docs/decisions/004-no-third-party-before-the-visitor-asks.md).
 * The vendor's widget (element and script) is added only on the first click; once its element
 * is defined the vendor's own button takes over and this label steps aside. The label is in the
 * HTML: a click before hydration is held by the island's directive (src/directives/interact.ts,
 * data-replay) and replayed once the island has hydrated. Where scripts never run (JavaScript
 * off) a link to the footer's contact details takes the label's place.
 */
export function VoiceAgentLauncher({ lang, agentId }: { lang: Lang; agentId: string }) {
  const t = voiceCopy[lang];
  const [status, setStatus] = useState<Status>("idle");
  const hostRef = useRef<HTMLDivElement>(null);
  const news = status === "loading" ? t.loading : status === "failed" ? t.failed : "";

  function load() {
    const host = hostRef.current;
    if (!host) return;
    setStatus("loading");
    document.getElementById(VOICE_SCRIPT_ID)?.remove();
    if (!host.querySelector(VOICE_ELEMENT)) {
      const widget = document.createElement(VOICE_ELEMENT);
      widget.setAttribute("agent-id", agentId);
      host.appendChild(widget);
    }
    const script = document.createElement("script");
    script.id = VOICE_SCRIPT_ID;
    script.src = VOICE_SCRIPT_SRC;
    script.type = "text/javascript";
    script.async = true;
    script.onload = () => {
      void customElements.whenDefined(VOICE_ELEMENT).then(() => setStatus("ready"));
    };
    script.onerror = () => setStatus("failed");
    document.body.appendChild(script);
  }

  return (
    <div data-voice-agent="">
      <div ref={hostRef} data-voice-host="" />
      {status !== "ready" ? (
        <div role="region" aria-label={t.regionLabel} className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
          <button
            type="button"
            onClick={load}
            disabled={status === "loading"}
            aria-describedby="voice-agent-privacy"
            data-testid="voice-agent-label"
            data-replay=""
            className={`peer ${pill} disabled:cursor-progress data-[replay=failed]:hidden noscript:hidden`}
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22" className="in-aria-busy:animate-pulse in-disabled:animate-pulse">
                <g stroke="#fff" strokeWidth="2.2" strokeLinecap="round"><path d="M6 10v4M9.5 7.5v9M13 5v14M16.5 8.5v7M20 11v2" /></g>
              </svg>
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-semibold">{news || t.label}</span>
              {status === "idle" ? <span className="hidden text-xs text-slate-300 sm:block">{t.hint}</span> : null}
            </span>
          </button>
          <a href="#contact" data-voice-alternative="" className={`${pill} hidden peer-data-[replay=failed]:flex noscript:flex`}>
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M4 5h16v11H8l-4 4z" />
              </svg>
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-semibold">{t.alternative}</span>
              <span className="text-xs text-slate-300">{t.alternativeHint}</span>
            </span>
          </a>
          <p id="voice-agent-privacy" className="sr-only">{t.privacy}</p>
          <p role="status" className="sr-only">{news}</p>
        </div>
      ) : null}
    </div>
  );
}
