// The framework gate (docs/decisions/033-framework-scripts-on-first-interaction.md): an inline
// script in every page's <head> that keeps the framework from running until the visitor first
// interacts (pointer down, key down, focus). Every control works from HTML, so nothing waits on it;
// and with no script running while the page loads, a slow phone paints and settles at once.
//
// - Turbopack starts the app with one push to globalThis.TURBOPACK that is not a chunk (the
//   runtime entry). The gate holds that push back, also once the runtime has replaced the array,
//   and lets it through on the first interaction. This alone defers hydration on pages rendered
//   per request (404, newsletter links), which keep Next's own script tags.
// - On prerendered pages scripts/build/defer-scripts.mjs has moved the script list and the flight
//   data (the React payload) out of the HTML into a JSON block: the gate then adds the scripts,
//   fetches the flight data, hands it to Next (self.__next_f) and only then lets the entry through.
// - A click on a [data-replay] element before hydration is remembered (aria-busy) and replayed
//   once <html data-hydrated> appears; if that takes over 8 s, a link is followed instead and any
//   other element gets data-replay="failed" so its alternative can show.
// Plain ES5 in a string: the exact text is hashed for the Content-Security-Policy.

/** id of the gate's <script>; the build checks every prerendered page has it. */
export const GATE_ID = "framework-gate";
/** id of the JSON block with the page's framework scripts and flight data URL. */
export const FRAMEWORK_DATA_ID = "framework-scripts";

export const gateScript =
  "(function(){" +
  "var w=window,d=document,root=d.documentElement,held=[],released=false,started=false,pending=null," +
  'events=["pointerdown","keydown","focusin"];' +
  // Hold Turbopack's runtime entry, whether pushed into the array or into the runtime's object.
  "function gate(t){var push=t.push;t.push=function(e){if(released||Array.isArray(e))return push.call(t,e);held.push(e)};return t}" +
  "var current=gate(w.TURBOPACK||[]);" +
  'Object.defineProperty(w,"TURBOPACK",{configurable:true,get:function(){return current},set:function(v){current=gate(v)}});' +
  "function release(){released=true;held.forEach(function(e){current.push(e)})}" +
  "function load(){" +
  `var el=d.getElementById("${FRAMEWORK_DATA_ID}"),c=el?JSON.parse(el.textContent):{};` +
  '(c.scripts||[]).forEach(function(u){var s=d.createElement("script");s.src=u;s.async=true;d.head.appendChild(s)});' +
  "if(!c.flight)return release();" +
  // No flight data, no hydration: the page stays as the HTML made it, which works.
  "fetch(c.flight).then(function(r){if(!r.ok)throw r.status;return r.text()})" +
  ".then(function(x){(self.__next_f=self.__next_f||[]).push([1,x]);release()},function(){})}" +
  "function start(){if(started)return;started=true;" +
  "events.forEach(function(n){w.removeEventListener(n,start,true)});" +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",load):load()}' +
  "events.forEach(function(n){w.addEventListener(n,start,true)});" +
  'd.addEventListener("click",function(e){' +
  'if(root.hasAttribute("data-hydrated")||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;' +
  'var el=e.target.closest&&e.target.closest("[data-replay]");if(!el)return;' +
  'e.preventDefault();pending=el;el.setAttribute("aria-busy","true");start();' +
  "setTimeout(function(){if(pending!==el)return;pending=null;el.removeAttribute(\"aria-busy\");" +
  'el.href?location.assign(el.href):el.setAttribute("data-replay","failed")},8000)},true);' +
  "new MutationObserver(function(){" +
  'if(!pending||!root.hasAttribute("data-hydrated"))return;var el=pending;pending=null;el.removeAttribute("aria-busy");el.click()' +
  '}).observe(root,{attributes:true,attributeFilter:["data-hydrated"]})' +
  "})()";
