import { headerMenusScript } from "@/lib/header-menus-script";

/**
 * The header menus' inline script (lib/header-menus-script.ts), in every page's <head>: the few
 * behaviours of MenuPopover and MobileMenu that HTML and CSS cannot give, with no framework.
 */
export function HeaderMenus() {
  return <script dangerouslySetInnerHTML={{ __html: headerMenusScript }} />;
}
