(function () {
  if (!("command" in HTMLButtonElement.prototype)) {
    document.addEventListener("click", function (event) {
      var button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
      var dialog = button && document.getElementById(button.getAttribute("commandfor"));
      if (!(dialog instanceof HTMLDialogElement) || event.defaultPrevented) return;
      var command = button.getAttribute("command");
      if (command === "show-modal" && !dialog.open) {
        button.focus();
        dialog.showModal();
      } else if (command === "close" && dialog.open) {
        dialog.close();
      }
    });
  }
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    document.addEventListener("click", function (event) {
      var dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute("closedby") !== "any") return;
      var box = dialog.getBoundingClientRect();
      if (
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom
      )
        dialog.close();
    });
  }
})();
