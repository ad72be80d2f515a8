import { ChatAssistantScreen } from "@/components/screens/services/ChatAssistantScreen";
import { pageMetadata } from "@/site/seo/metadata";

export const metadata = pageMetadata("chatAssistant", "fi");

export default function Page() {
  return <ChatAssistantScreen lang="fi" />;
}
