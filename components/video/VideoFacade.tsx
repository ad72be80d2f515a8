"use client";

import Image from "next/image";
import { useState } from "react";

const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

type Props = {
  /** YouTube video id; when empty only the poster is shown. */
  videoId: string;
  /** Title of the video: the iframe's accessible name. */
  title: string;
  /** Accessible name of the play button. */
  playLabel: string;
  /** Local poster image. */
  poster: { src: string; width: number; height: number; alt: string };
};

/**
 * Click-to-play video (docs/decisions/004-no-third-party-before-the-visitor-asks.md): a local poster and a play button; nothing is requested from the
 * video host until the visitor clicks, then the poster is replaced by a privacy-enhanced
 * (youtube-nocookie.com) player that starts playing.
 */
export function VideoFacade({ videoId, title, playLabel, poster }: Props) {
  const [playing, setPlaying] = useState(false);
  const play = () => setPlaying(true);
  const frame = "relative aspect-video w-full overflow-hidden rounded-3xl bg-brand-dark shadow-xl ring-1 ring-black/5";

  if (playing && videoId) {
    return (
      <div className={frame} data-video-player="">
        <iframe
          src={`${PLAYER_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
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
      <Image
        src={poster.src}
        width={poster.width}
        height={poster.height}
        // With a play button the button names the video and the poster is decoration.
        alt={videoId ? "" : poster.alt}
        loading="eager"
        fetchPriority="high"
        className="h-full w-full object-cover"
      />
      {videoId ? (
        <button
          type="button"
          onClick={play}
          aria-label={playLabel}
          className="group absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px] focus-visible:outline-white"
        >
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-brand shadow-lg ring-8 ring-white/25 transition-transform group-hover:scale-105 sm:h-24 sm:w-24">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="36" height="36" className="ml-1">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      ) : null}
    </div>
  );
}
