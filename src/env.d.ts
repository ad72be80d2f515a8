export {};
/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    "client:interact"?: boolean;
  }
}
