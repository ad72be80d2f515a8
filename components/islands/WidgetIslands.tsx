import { VideoFacade, type VideoFacadeProps } from "@/components/video/VideoFacade";
import { VoiceAgentLauncher } from "@/components/voice/VoiceAgentLauncher";
import type { Lang } from "@/lib/i18n";
import { IslandReady } from "./IslandReady";

/** The widgets that load a third party on a press, as islands (docs/decisions/061-astro-islands.md): the press that starts them is replayed ([data-replay]). */

export function VoiceIsland({ lang, agentId }: { lang: Lang; agentId: string }) {
  return (
    <>
      <VoiceAgentLauncher lang={lang} agentId={agentId} />
      <IslandReady />
    </>
  );
}

export function VideoIsland(props: VideoFacadeProps) {
  return (
    <>
      <VideoFacade {...props} />
      <IslandReady />
    </>
  );
}
