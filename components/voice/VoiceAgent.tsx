import { config } from "@/lib/config";
import type { Lang } from "@/lib/i18n";
import { VoiceAgentLauncher } from "./VoiceAgentLauncher";

/** The voice agent of every page; nothing at all when no agent id is configured (D4). */
export function VoiceAgent({ lang }: { lang: Lang }) {
  const agentId = config().VOICE_AGENT_ID;
  if (!agentId) return null;
  return <VoiceAgentLauncher lang={lang} agentId={agentId} />;
}
