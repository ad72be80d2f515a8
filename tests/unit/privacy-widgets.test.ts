import { describe, expect, it } from "vitest";
import { processorTable, privacyCopy } from "@/content/pages/privacy";
import { optionalWidgetsInUse, shownSections, shownTable, type ShownSection } from "@/site/privacy-as-shown";

/** Every text of the sections, tables included, in order. */
function texts(sections: ShownSection[]): string[] {
  return sections.flatMap((section) => [
    ...section.blocks.flatMap((block) => ("p" in block ? [block.p] : "list" in block ? block.list : block.table.rows.flat())),
    ...texts(section.subsections ?? []),
  ]);
}

const none = { voice: false, video: false };
const all = { voice: true, video: true };

describe("the privacy notice lists a processor only when the site uses it", () => {
  it("reads the widgets in use from the configuration", () => {
    expect(optionalWidgetsInUse({ VOICE_AGENT_ID: "", HERO_VIDEO_ID_FI: "", HERO_VIDEO_ID_EN: "" })).toEqual(none);
    expect(optionalWidgetsInUse({ VOICE_AGENT_ID: "agent", HERO_VIDEO_ID_FI: "", HERO_VIDEO_ID_EN: "abc" })).toEqual(all);
    expect(optionalWidgetsInUse({ VOICE_AGENT_ID: "", HERO_VIDEO_ID_FI: "abc", HERO_VIDEO_ID_EN: "" })).toEqual({ voice: false, video: true });
  });

  for (const lang of ["en", "fi"] as const) {
    const sections = privacyCopy[lang].sections;

    it(`names neither the voice agent's nor the video's vendor when neither is configured (${lang})`, () => {
      const text = texts(shownSections(sections, none)).join("\n");
      expect(text).toContain("Calendly");
      expect(text).not.toMatch(/ElevenLabs|YouTube/);
      expect(text).not.toMatch(lang === "en" ? /voice agent when|video when|the voice agent and|video player,/ : /puheagentti, kun|video, kun|puheagentti ja videosoitin/);
    });

    it(`the trust page's processors: the always used ones, and each widget only where it is configured (${lang})`, () => {
      const names = (uses: typeof none) => shownTable(processorTable[lang], uses).rows.map(([name]) => name).join("\n");
      expect(names(none)).toMatch(/Calendly/);
      expect(names(none)).not.toMatch(/ElevenLabs|YouTube/);
      expect(names({ voice: true, video: false })).toMatch(/ElevenLabs/);
      expect(names({ voice: true, video: false })).not.toMatch(/YouTube/);
    });

    it(`describes the voice agent's conversations only when the voice agent is configured (${lang})`, () => {
      const ids = (uses: typeof none) => shownSections(sections, uses).flatMap((section) => (section.subsections ?? []).map((sub) => sub.id));
      const voiceSection = lang === "en" ? "data-voice" : "tiedot-puheagentti";
      expect(ids({ voice: true, video: false })).toContain(voiceSection);
      expect(ids({ voice: false, video: true })).not.toContain(voiceSection);
    });

    it(`names each configured one (${lang})`, () => {
      expect(texts(shownSections(sections, { voice: true, video: false })).join("\n")).toMatch(/ElevenLabs/);
      expect(texts(shownSections(sections, { voice: false, video: true })).join("\n")).toMatch(/YouTube/);
      const text = texts(shownSections(sections, { voice: false, video: true })).join("\n");
      expect(text).not.toMatch(/ElevenLabs/);
    });
  }

  it("reads as written when every widget is configured", () => {
    expect(texts(shownSections(privacyCopy.en.sections, all))).toContain(
      "Third-party widgets are loaded only when you open them: the booking calendar when you visit the booking page, the voice agent when you click its button and the video when you press play. Once loaded, these services may set their own cookies or use similar technologies under their own privacy policies.",
    );
    expect(texts(shownSections(privacyCopy.fi.sections, all))).toContain(
      "Kolmansien osapuolten widgetit latautuvat vain, kun avaat ne: ajanvarauskalenteri, kun siirryt ajanvaraussivulle, puheagentti, kun napsautat sen painiketta, ja video, kun painat toistopainiketta. Ladattuina nämä palvelut voivat asettaa omia evästeitään tai käyttää vastaavia tekniikoita omien tietosuojakäytäntöjensä mukaisesti.",
    );
    expect(texts(shownSections(privacyCopy.fi.sections, { voice: false, video: true }))).toContain(
      "Kolmansien osapuolten widgetit latautuvat vain, kun avaat ne: ajanvarauskalenteri, kun siirryt ajanvaraussivulle, ja video, kun painat toistopainiketta. Ladattuina nämä palvelut voivat asettaa omia evästeitään tai käyttää vastaavia tekniikoita omien tietosuojakäytäntöjensä mukaisesti.",
    );
  });
});
