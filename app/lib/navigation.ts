/** The header's navigation: its items (copy/navigation.yaml) with each dropdown's suggestions filled in. */
import type { Copy } from "../content/schemas/copy.ts";
import type { MenuItem, Menus } from "../content/schemas/navigation.ts";

export function headerMenu(items: Copy<"navigation">["header"], menus: Menus): MenuItem[] {
  return items.map(({ menu, ...item }) => (menu ? { ...item, suggestions: menus[menu] } : item));
}
