import { useEffect, useState } from "react";
import { Monitor, Moon, Sun } from "lucide-react";
import { nextPreference, parsePreference, resolveTheme, THEME_STORAGE_KEY, type ThemePreference } from "~/lib/theme";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const LABELS = { system: "System", light: "Light", dark: "Dark" } as const;
const DARK_QUERY = "(prefers-color-scheme: dark)";

function readPreference(): ThemePreference {
  try {
    return parsePreference(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "system";
  }
}

function apply(preference: ThemePreference) {
  document.documentElement.dataset.theme = resolveTheme(preference, window.matchMedia(DARK_QUERY).matches);
}

/**
 * Cycles System → Light → Dark. The prerendered button shows "System"; the stored choice is read
 * after hydration (theme-init.js has already painted the page in the right theme).
 */
export function ThemeToggle() {
  const [preference, setPreference] = useState<ThemePreference>("system");

  useEffect(() => {
    // Sync with storage once mounted; the server cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreference(readPreference());
  }, []);

  useEffect(() => {
    if (preference !== "system") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => apply("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [preference]);

  const choose = () => {
    const next = nextPreference(preference);
    setPreference(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice still applies to this page view.
    }
    apply(next);
  };

  const Icon = ICONS[preference];
  return (
    <button
      type="button"
      onClick={choose}
      aria-label={`Colour theme: ${LABELS[preference]}. Switch to ${LABELS[nextPreference(preference)]}`}
      className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-border text-ink hover:bg-brand-soft xl:size-10"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
