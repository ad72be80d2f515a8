import type { ClientDirective } from "astro";
import { HYDRATED_EVENT } from "@/components/islands/hydrated-mark";

/** How long a held press or submit waits for the island before the page's own HTML takes it (a plain post, a link). */
export const HOLD_MAX_MS = 8000;

/**
 * `client:interact` (docs/decisions/061-astro-islands.md): the island hydrates on the first focus
 * or press inside it, never on a scroll (a press ends in pointerup; a touch scroll, even one that
 * starts on a form, in pointercancel). Until it has, a submit and a press on a [data-replay]
 * control are held and replayed once React has taken the island over, so the visitor's first
 * action gets the enhanced behaviour; if the island's script cannot load (Astro then dispatches
 * astro:hydration-error), or takes too long, the island's [data-replay] controls are marked
 * "failed" (their CSS shows the HTML's alternative) and the action is replayed to the HTML, which
 * works alone. A held control is aria-busy meanwhile.
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
    // Busy while it waits: the control says so (and its CSS may show it).
    control.setAttribute("aria-busy", "true");
    held = () => (control.removeAttribute("aria-busy"), control.click());
  };
  const release = () => {
    el.removeEventListener("submit", hold, true);
    el.removeEventListener("click", hold, true);
    const replay = held;
    held = undefined;
    replay?.();
  };
  const fail = () => {
    for (const control of el.querySelectorAll("[data-replay]")) control.setAttribute("data-replay", "failed");
    release();
  };
  const start = () => {
    el.removeEventListener("focusin", start);
    el.removeEventListener("pointerup", start);
    el.addEventListener("submit", hold, true);
    el.addEventListener("click", hold, true);
    const timer = setTimeout(fail, HOLD_MAX_MS);
    const settle = (outcome: () => void) => () => (clearTimeout(timer), outcome());
    el.addEventListener(HYDRATED_EVENT, settle(release), { once: true });
    el.addEventListener("astro:hydration-error", settle(fail), { once: true });
    load()
      .then((hydrate) => hydrate())
      .catch(settle(fail));
  };
  el.addEventListener("focusin", start);
  el.addEventListener("pointerup", start);
};

export default interact;
