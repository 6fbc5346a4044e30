/**
 * The site's one way to show a toast. The spec allows one visible toast at a time, so each new one
 * dismisses whatever is showing first. Errors are always titled 'Error' (spec §8).
 * sonner is loaded on demand (it is not needed to read a page), so these calls are fire-and-forget.
 */
export const TOAST_DURATION_MS = 5000;
export const ERROR_TITLE = "Error";

type Kind = "success" | "info" | "error";

function show(kind: Kind, title: string, description?: string): Promise<void> {
  return import("sonner").then(({ toast }) => {
    toast.dismiss();
    toast[kind](title, { description });
  });
}

export const notify = {
  success: (title: string, description?: string) => show("success", title, description),
  info: (title: string, description?: string) => show("info", title, description),
  error: (description: string) => show("error", ERROR_TITLE, description),
};
