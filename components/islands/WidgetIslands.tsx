import { Estimate } from "@/components/estimate/Estimate";
import { VideoFacade } from "@/components/video/VideoFacade";
import { VoiceAgentLauncher } from "@/components/voice/VoiceAgentLauncher";
import { island } from "./IslandReady";

/** The widgets that load a third party on a press, as islands (docs/decisions/061-astro-islands.md): the press that starts them is replayed ([data-replay]). */
export const VoiceIsland = island(VoiceAgentLauncher);
export const VideoIsland = island(VideoFacade);
/** A service page's estimate (docs/decisions/064-estimate-from-the-site-prices.md): a GET form that works alone, worked out as it is typed once hydrated. */
export const EstimateIsland = island(Estimate);
