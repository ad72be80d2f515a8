/// <reference types="astro/client" />
export {};

declare module "astro" {
  interface AstroClientDirectives {
    "client:interact"?: boolean;
  }
}
