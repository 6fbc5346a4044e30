/** The open roles as /careers lists them: by `order`, then by file name. */
import type { Role, RoleData } from "../content/schemas/careers.ts";

export function toRoles(entries: readonly { id: string; data: RoleData }[]): Role[] {
  return entries
    .map(({ id, data }) => ({ ...data, id }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, "en"));
}
