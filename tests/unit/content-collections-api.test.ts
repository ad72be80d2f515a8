import { describe, expectTypeOf, it } from "vitest";
import type * as OldArticles from "@/content/articles";
import type * as NewArticles from "@/content/collections/articles";
import type * as NewPositions from "@/content/collections/positions";
import type * as NewProof from "@/content/collections/proof";
import type * as NewMarkdown from "@/content/collections/rendered-markdown";
import type * as OldPositions from "@/content/positions";
import type * as OldProof from "@/content/proof";
import type * as OldMarkdown from "@/lib/content/markdown";

/**
 * In the Astro build, astro.config.ts's aliases swap the Next app's content modules for their
 * content collections' versions (content/collections/): these must export the same names, of the
 * same types. Checked by tsc; the imports are types only, as the new modules run only under Astro.
 */
describe("the content collections' modules export what the modules they stand in for export", () => {
  it("articles, positions and proof", () => {
    expectTypeOf<typeof NewArticles>().toEqualTypeOf<typeof OldArticles>();
    expectTypeOf<NewArticles.Article>().toEqualTypeOf<OldArticles.Article>();
    expectTypeOf<typeof NewPositions>().toEqualTypeOf<typeof OldPositions>();
    expectTypeOf<NewPositions.Position>().toEqualTypeOf<OldPositions.Position>();
    expectTypeOf<typeof NewProof>().toEqualTypeOf<typeof OldProof>();
    expectTypeOf<NewProof.Testimonial>().toEqualTypeOf<OldProof.Testimonial>();
    expectTypeOf<NewProof.CaseStudy>().toEqualTypeOf<OldProof.CaseStudy>();
  });

  it("the Markdown renderer a position's description goes through", () => {
    expectTypeOf<typeof NewMarkdown>().toEqualTypeOf<typeof OldMarkdown>();
    expectTypeOf<NewMarkdown.Rendered>().toEqualTypeOf<OldMarkdown.Rendered>();
    expectTypeOf<NewMarkdown.RenderOptions>().toEqualTypeOf<OldMarkdown.RenderOptions>();
  });
});
