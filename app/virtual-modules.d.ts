/** The header menus' suggestions, read from the collections at build time (integration/menus.ts). */
declare module "virtual:menus" {
  import type { Menus } from "~/content/schemas/navigation";
  const menus: Menus;
  export default menus;
}
