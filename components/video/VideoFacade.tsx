"use client";

import { useState, type MouseEvent } from "react";

const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

export type VideoFacadeProps = {
  /** YouTube video id; when empty only the poster is shown. */
  videoId: string;
  /** Title of the video: the iframe's accessible name. */
  title: string;
  /** Accessible name of the play link. */
  playLabel: string;
  /** Local poster image. */
  poster: { src: string; width: number; height: number; alt: string };
};

/**
 * Click-to-play video (docs/decisions/004-no-third-party-before-the-visitor-asks.md): a local
 * poster and a play link; nothing is requested from the video host until the visitor clicks.
 * The link goes to the privacy-enhanced (youtube-nocookie.com) player, which is what a click
 * does without JavaScript; once the island is hydrated a click puts that player in the poster's
 * place instead. A click before hydration is held by the island's directive (data-replay, see
 * src/directives/interact.ts) and replayed once the island has hydrated; if the island's script
 * never comes, the click goes to the link.
 */
export function VideoFacade({ videoId, title, playLabel, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = "relative aspect-video w-full overflow-hidden rounded-3xl bg-brand-dark shadow-xl ring-1 ring-black/5";
  const playerUrl = `${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };

  if (playing && videoId) {
    return (
      <div className={frame} data-video-player="">
        <iframe
          src={playerUrl}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    );
  }

  return (
    <div className={frame} data-video-facade="">
      <img
        src={poster.src}
        width={poster.width}
        height={poster.height}
        // With a play link the link names the video and the poster is decoration.
        alt={videoId ? "" : poster.alt}
        // Below the hero's text and picture: fetched as it nears the viewport, never beside the
        // first paint's stylesheet and font (docs/decisions/037-font-not-preloaded.md).
        loading="lazy"
        className="h-full w-full object-cover"
      />
      {videoId ? (
        <a
          href={playerUrl}
          onClick={play}
          aria-label={playLabel}
          data-replay=""
          className="group absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px] focus-visible:outline-white"
        >
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-brand shadow-lg ring-8 ring-white/25 transition-transform group-hover:scale-105 group-aria-busy:animate-pulse sm:h-24 sm:w-24">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" className="ml-1">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
            </svg>
          </span>
        </a>
      ) : null}
    </div>
  );
}
