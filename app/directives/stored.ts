/**
 * `client:stored="KEY"`: hydrates an island only when session storage holds KEY. A page that has
 * nothing waiting for it (almost every page view) loads no JavaScript for the island at all.
 */
import type { ClientDirective } from "astro";

const stored: ClientDirective = (load, options) => {
  let present = false;
  try {
    present = typeof options.value === "string" && sessionStorage.getItem(options.value) !== null;
  } catch {
    // Storage refused (private mode): nothing can be waiting.
  }
  if (present) void load().then((hydrate) => hydrate());
};

export default stored;
