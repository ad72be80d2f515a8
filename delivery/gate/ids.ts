/** id of the gate's <script>; the build checks every prerendered page has it. */
export const GATE_ID = "framework-gate";
/** id of the JSON block with the page's framework scripts and flight data URL. */
export const FRAMEWORK_DATA_ID = "framework-scripts";
/** The forms whose enhanced behaviour needs the framework (components/forms/: every form that sets data-form). */
export const NEEDS_FRAMEWORK = "form[data-form]";
/** How long a [data-replay] click waits for the framework before its plain alternative is used. */
export const REPLAY_WAIT_MS = 8000;
