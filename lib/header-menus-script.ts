// The header menus' few behaviours that HTML and CSS cannot give (docs/decisions/057-speculation-rules-and-html-only-menus.md),
// as an inline script: no framework, no request; the header is no island, so this is all it runs.
// The menus open, and close on Escape and on a click outside, as native popovers (which expose
// their expanded state), and a desktop menu shows while hovered by CSS alone
// (components/layout/menus.module.css). This adds, by delegation from the document:
// - the mouse opens a desktop menu (so its state is "expanded" and another one closes) and
//   closes it on leaving; a click on the button of a menu the mouse opened keeps it open;
// - a menu closes when focus leaves it, and when one of its links is followed (a link within the
//   page, such as #contact, leaves the header in place); a "?#" link (site/navigation.ts,
//   contactFormHref), which without scripts reloads the page only to close the menu, jumps instead;
// - a language link ([data-keep-query]) takes the page's query along, which the HTML cannot know.
// Plain ES5 in a string: the exact text is hashed for the Content-Security-Policy.

/** Marks a language link whose address takes the page's query when followed. */
export const KEEP_QUERY_ATTRIBUTE = "data-keep-query";

export const headerMenusScript =
  "(function(){var d=document,hovered=null;" +
  // The panel of the menu around el ([data-menu] selects which kind), and whether it is open.
  'function panel(el,kind){var m=el.closest&&el.closest(kind||"[data-menu]");return m&&m.querySelector(":scope>[popover]")}' +
  'function isOpen(p){return p&&p.matches(":popover-open")}' +
  // The open panel an event's pointer or focus leaves for somewhere outside its menu.
  "function left(e){var p=panel(e.target),t=e.relatedTarget;return isOpen(p)&&!(t&&p.parentNode.contains(t))?p:null}" +
  'd.addEventListener("pointerover",function(e){var p=e.pointerType==="mouse"&&panel(e.target,"[data-menu=hover]");' +
  "if(p&&!isOpen(p)){p.showPopover();hovered=p}});" +
  'd.addEventListener("pointerout",function(e){var p=e.pointerType==="mouse"&&left(e);if(p){p.hidePopover();hovered=null}});' +
  'd.addEventListener("focusout",function(e){var p=e.relatedTarget&&left(e);p&&p.hidePopover()});' +
  'd.addEventListener("click",function(e){var el=e.target.closest&&e.target.closest("a[href],button[popovertarget]");if(!el)return;var p=panel(el);' +
  'if(el.tagName==="BUTTON"){if(p===hovered&&isOpen(p)&&e.detail>0)e.preventDefault();hovered=null;return}' +
  `if(el.hasAttribute("${KEEP_QUERY_ATTRIBUTE}")&&location.search)el.search=location.search;` +
  "if(!isOpen(p)||!p.contains(el))return;p.hidePopover();" +
  'if(el.getAttribute("href").indexOf("?#")===0){e.preventDefault();location.hash=el.hash}})' +
  "})()";
