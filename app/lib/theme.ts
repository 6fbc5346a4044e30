/**
 * Colour theme preference: "system" follows the operating system, "light" and "dark" are chosen.
 * app/theme-init.js applies the same rule before first paint; keep the two in step.
 */
export const THEME_STORAGE_KEY = "theme";
export const themePreferences = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type Theme = "light" | "dark";

export function parsePreference(value: string | null | undefined): ThemePreference {
  return themePreferences.includes(value as ThemePreference) ? (value as ThemePreference) : "system";
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** The toggle cycles system → light → dark → system. */
export function nextPreference(current: ThemePreference): ThemePreference {
  return themePreferences[(themePreferences.indexOf(current) + 1) % themePreferences.length]!;
}
