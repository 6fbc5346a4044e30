// Holds the clicks and form submissions that come before React has hydrated, and replays them once
// it has (app/root.tsx calls window.__replayEarlyInput). The JavaScript loads after the first paint
// (ADR 0009), so a quick reader could otherwise press a menu button that does nothing yet, or send
// a form natively, its fields in the URL, before its handler exists. Links, and forms that declare
// an action (the site search), are left alone: they work without JavaScript. app/root.tsx inlines
// this in <head>; the CSP allows it by its hash.
(function () {
  var held = [];
  var controls = "button, [role='button'], input[type='checkbox'], input[type='radio'], input[type='submit']";
  function hold(event) {
    var target = event.target;
    var control = event.type === "submit" ? target : target.closest && target.closest(controls);
    if (!control || control.disabled || submitsRealForm(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ type: event.type, control: control });
  }
  function submitsRealForm(control) {
    var form = control.tagName === "FORM" ? control : control.form;
    var submits = control.tagName === "FORM" || control.type === "submit";
    return Boolean(submits && form && form.hasAttribute("action"));
  }
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  window.__replayEarlyInput = function () {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
    var replay = held;
    held = [];
    replay.forEach(function (entry) {
      if (!entry.control.isConnected) return;
      if (entry.type === "submit") entry.control.requestSubmit();
      else entry.control.click();
    });
  };
})();
