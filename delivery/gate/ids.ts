/** id of the gate's <script>; the build checks every prerendered page has it. */
export const GATE_ID = "framework-gate";
/** id of the JSON block with the page's framework scripts and flight data URL. */
export const FRAMEWORK_DATA_ID = "framework-scripts";
/** The forms whose enhanced behaviour needs the framework (components/forms/: every form that sets data-form). */
export const NEEDS_FRAMEWORK = "form[data-form]";
/** How long a [data-replay] click waits for the framework before its plain alternative is used. */
export const REPLAY_WAIT_MS = 8000;
/**
 * React's mark on the container it renders into (`__reactContainer$<random>` on the document),
 * set when it starts hydrating; tests/contract checks the framework's scripts still set it.
 */
export const HYDRATING_ROOT_KEY = "__reactContainer$";
/**
 * The input React listens for that makes it hydrate a part not hydrated yet at once: its discrete
 * events (which it hydrates for synchronously) and continuous ones (which raise hydration to a
 * priority it does not slice).
 */
export const INPUT_EVENTS = [
  "pointerdown", "pointerup", "pointercancel", "pointerover", "pointerout", "mousedown", "mouseup", "mouseover", "mouseout",
  "touchstart", "touchend", "touchcancel", "click", "auxclick", "dblclick", "contextmenu", "keydown", "keypress", "keyup",
  "beforeinput", "input", "change", "submit", "reset", "focusin", "focusout", "compositionstart", "compositionend",
  "dragstart", "dragend", "dragenter", "dragleave", "drop", "copy", "cut", "paste",
];
