// Applies the saved colour theme before the first paint, so a dark-mode reader never sees a light
// flash, and names the saved choice on <html>, so the theme toggle says it before it hydrates.
// app/layouts/Document.astro inlines it in <head>; the CSP allows it by its hash.
// Same rule as app/lib/theme.ts.
(function () {
  var preference = "system";
  try {
    preference = localStorage.getItem("theme") || "system";
  } catch {
    // Storage refused (private mode): follow the system setting.
  }
  if (preference !== "light" && preference !== "dark") preference = "system";
  var dark =
    preference === "dark" || (preference !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  document.documentElement.dataset.themePreference = preference;
  // A cross-document view transition that the browser skips (the page changed again, or it is not
  // visible) rejects its promises; nobody awaits them, so they would surface as uncaught errors.
  function quiet(event) {
    var transition = event.viewTransition;
    if (!transition) return;
    transition.ready.catch(function () {});
    transition.finished.catch(function () {});
    transition.updateCallbackDone.catch(function () {});
  }
  window.addEventListener("pagereveal", quiet);
  window.addEventListener("pageswap", quiet);
  // A Save button (or a series' "Save all parts") pressed before the library's script ran
  // (components/library/library-init.ts) is kept for it, so no press is lost while the page loads.
  var clicks = (window.thLibraryClicks = []);
  document.addEventListener("click", function (event) {
    var button =
      window.thLibraryClicks === clicks &&
      event.target.closest &&
      event.target.closest("[data-save-slug],[data-save-all]");
    if (button) clicks.push(button);
  });
})();
