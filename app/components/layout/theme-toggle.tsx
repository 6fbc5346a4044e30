import { useEffect } from "react";
import { Monitor, Moon, Sun } from "~/components/ui/icons";
import {
  nextPreference,
  parsePreference,
  resolveTheme,
  THEME_STORAGE_KEY,
  themePreferences,
  type ThemePreference,
} from "~/lib/theme";
import theme from "~/content/copy/theme.yaml";
import { fill } from "~/lib/copy-text";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const DARK_QUERY = "(prefers-color-scheme: dark)";

/** The choice on <html> (theme-init.js sets it before the first paint). */
function currentPreference(): ThemePreference {
  return parsePreference(document.documentElement.dataset.themePreference);
}

function apply(preference: ThemePreference) {
  const root = document.documentElement;
  root.dataset.themePreference = preference;
  root.dataset.theme = resolveTheme(preference, window.matchMedia(DARK_QUERY).matches);
}

/**
 * Cycles System → Light → Dark. The button holds the icon and name of each choice; CSS shows the one
 * named on <html> (app.css, `[data-theme-choice]`), so the button is right from the first paint,
 * before and without hydration, and a click only has to change that attribute.
 */
export function ThemeToggle() {
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => currentPreference() === "system" && apply("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const choose = () => {
    const next = nextPreference(currentPreference());
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice still applies to this page view.
    }
    apply(next);
  };

  return (
    <button
      type="button"
      data-needs-script
      onClick={choose}
      className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-border text-ink hover:bg-brand-soft xl:size-10"
    >
      {themePreferences.map((preference) => {
        const Icon = ICONS[preference];
        return (
          <span key={preference} data-theme-choice={preference}>
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">
              {fill(theme.button, { current: theme.names[preference], next: theme.names[nextPreference(preference)] })}
            </span>
          </span>
        );
      })}
    </button>
  );
}
