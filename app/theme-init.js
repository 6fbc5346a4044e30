// Applies the saved colour theme before the first paint, so a dark-mode reader never sees a light
// flash. app/root.tsx inlines it in <head>; the CSP allows it by its hash.
// Same rule as app/lib/theme.ts.
(function () {
  var preference = "system";
  try {
    preference = localStorage.getItem("theme") || "system";
  } catch {
    // Storage refused (private mode): follow the system setting.
  }
  var dark = preference === "dark" || (preference !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
})();
