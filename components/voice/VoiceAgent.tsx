import { siteConfig } from "@/lib/site-config";
import type { Lang } from "@/lib/i18n";
import { VoiceAgentLauncher } from "./VoiceAgentLauncher";

/** The voice agent of every page; nothing at all when no agent id is configured (docs/decisions/004-no-third-party-before-the-visitor-asks.md). */
export function VoiceAgent({ lang }: { lang: Lang }) {
  const agentId = siteConfig().VOICE_AGENT_ID;
  if (!agentId) return null;
  return <VoiceAgentLauncher lang={lang} agentId={agentId} />;
}
