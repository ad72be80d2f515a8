import type { ClientDirective } from "astro";
import { HYDRATED_EVENT } from "@/components/islands/hydrated-mark";

/** How long a held press or submit waits for the island before the page's own HTML takes it (a plain post, a link). */
export const HOLD_MAX_MS = 8000;

/**
 * `client:interact` (docs/decisions/061-astro-islands.md): the island hydrates on the first focus
 * or press inside it, never on a scroll (a press ends in pointerup; a touch scroll, even one that
 * starts on a form, in pointercancel). Until it has, a submit and a press on a [data-replay]
 * control are held and replayed once React has taken the island over, so the visitor's first
 * action gets the enhanced behaviour; if the island's script cannot load, or takes too long, they
 * are replayed to the HTML, which works alone.
 */
const interact: ClientDirective = (load, _options, el) => {
  let held: (() => void) | undefined;
  const hold = (event: Event) => {
    if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
      const { target: form, submitter } = event;
      event.preventDefault();
      held = () => form.requestSubmit(submitter);
      return;
    }
    const control = (event.target as Element | null)?.closest?.<HTMLElement>("[data-replay]");
    if (event.type !== "click" || !control) return;
    event.preventDefault();
    held = () => control.click();
  };
  const release = () => {
    el.removeEventListener("submit", hold, true);
    el.removeEventListener("click", hold, true);
    const replay = held;
    held = undefined;
    replay?.();
  };
  const start = () => {
    el.removeEventListener("focusin", start);
    el.removeEventListener("pointerup", start);
    el.addEventListener("submit", hold, true);
    el.addEventListener("click", hold, true);
    const timer = setTimeout(release, HOLD_MAX_MS);
    el.addEventListener(HYDRATED_EVENT, () => (clearTimeout(timer), release()), { once: true });
    load()
      .then((hydrate) => hydrate())
      .catch(() => (clearTimeout(timer), release()));
  };
  el.addEventListener("focusin", start);
  el.addEventListener("pointerup", start);
};

export default interact;
