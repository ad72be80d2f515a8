import type { ReactNode } from "react";
import { ApplyForm } from "@/components/forms/ApplyForm";
import { ContactForm } from "@/components/forms/ContactForm";
import { FormPostProvider } from "@/components/forms/form-post";
import { NewsletterForm } from "@/components/forms/NewsletterForm";
import { PositionCard, type PositionSummary } from "@/components/forms/PositionCard";
import { TokenForm } from "@/components/forms/TokenForm";
import type { Lang } from "@/lib/i18n";
import { IslandReady } from "./IslandReady";
import { postForm } from "./post-form";

/**
 * The forms as islands (docs/decisions/061-astro-islands.md): their props are plain data, so the
 * page's HTML can carry them; `answer` is the server's answer to a post made without JavaScript.
 */
type Answer = { answer?: unknown };

/** A form that posts to its own page, with the answer it was rendered with, and its island's hydration mark. */
function Posted({ answer, children }: Answer & { children: ReactNode }) {
  return (
    <FormPostProvider post={{ answer }}>
      {children}
      <IslandReady />
    </FormPostProvider>
  );
}

export function NewsletterIsland({ lang, answer }: { lang: Lang } & Answer) {
  return <Posted answer={answer}><NewsletterForm lang={lang} action={postForm} /></Posted>;
}

export function ContactIsland({ lang, answer }: { lang: Lang } & Answer) {
  return <Posted answer={answer}><ContactForm lang={lang} action={postForm} /></Posted>;
}

export function ApplyIsland({ lang, position, others, answer }: { lang: Lang; position: PositionSummary; others: PositionSummary[] } & Answer) {
  return <Posted answer={answer}><ApplyForm lang={lang} action={postForm} position={<PositionCard lang={lang} position={position} others={others} />} /></Posted>;
}

export function TokenIsland({ kind, lang, token, answer }: { kind: "confirm" | "unsubscribe"; lang: Lang; token: string } & Answer) {
  return <Posted answer={answer}><TokenForm kind={kind} lang={lang} token={token} action={postForm} /></Posted>;
}
