import { expect, it } from "vitest";
import { bilingual } from "@/lib/i18n";

// Compile-time checks: `npm run typecheck` fails if bilingual() stops rejecting these.
it("rejects copy whose languages differ in keys (checked by tsc)", () => {
  const copy = bilingual({
    en: { title: "Title", body: "Body" },
    // @ts-expect-error the Finnish text lacks "body"
    fi: { title: "Otsikko" },
  });
  const extra = bilingual({
    en: { title: "Title" },
    // @ts-expect-error the Finnish text has a key English lacks
    fi: { title: "Otsikko", extra: "Ylimääräinen" },
  });
  expect(copy.en.title).toBe("Title");
  expect(extra.fi.title).toBe("Otsikko");
});
