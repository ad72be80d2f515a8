import type { ClientDirective } from "astro";

/**
 * Hydrates the island on the first focus or press inside it. A press on a control that needs the
 * island's script ([data-replay]) is held and replayed once the island has hydrated, so the
 * visitor's first click is not lost (docs/decisions/061-astro-islands.md); every other control
 * works from its HTML meanwhile.
 */
const interact: ClientDirective = (load, _options, el) => {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>("[data-replay]");
    if (!target) return;
    event.preventDefault();
    held = target;
  };
  const start = async () => {
    el.removeEventListener("focusin", start);
    el.removeEventListener("pointerdown", start);
    el.addEventListener("click", hold);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener("click", hold);
    el.dispatchEvent(new CustomEvent("island:hydrated", { bubbles: true }));
    held?.click();
  };
  el.addEventListener("focusin", start, { once: true });
  el.addEventListener("pointerdown", start, { once: true });
};

export default interact;
