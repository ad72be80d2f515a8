import { pageMeta } from "@/content/meta";
import type { Lang } from "@/lib/i18n";
import type { Screen } from "@/lib/routes";

/** Temporary body of a screen whose content is not written yet. */
export function PlaceholderScreen({ screen, lang }: { screen: Screen; lang: Lang }) {
  const meta = pageMeta[lang][screen];
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-bold">{meta.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{meta.description}</p>
    </section>
  );
}
