import { createRoot } from "react-dom/client";
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
// sonner's rules as a file, fetched with the first toast: its own injection of them into a <style>
// element is removed at build (integration/sonner-styles-as-file.ts), since the CSP admits no inline
// styles, and imported plainly the file would be a render-blocking stylesheet on every page.
import sonnerStylesUrl from "sonner/dist/styles.css?url";
import { TOAST_DURATION_MS, type ToastMessage } from "~/lib/notify";

function SiteToaster({ onReady }: { onReady: () => void }) {
  // Runs after sonner's own effect has subscribed to its store, so the first toast is not missed.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          // Each kind sets its own colours: given on the toast and again on its kind, two
          // !important colours would be decided by their order in the stylesheet.
          toast: "!font-sans !text-base",
          description: "!text-inherit",
          success: "!border-border !bg-bg !text-ink [&_[data-icon]]:!text-success",
          info: "!border-border !bg-bg !text-ink [&_[data-icon]]:!text-brand",
          // The page's own colour on the danger red, as the confirm dialog's button: white on the
          // light theme's dark red, the dark theme's near-black on its light red (6.7:1; white
          // there was 2.8:1).
          error: "!border-danger !bg-danger !text-bg",
          // sonner's own close button is white, and light grey under the pointer, in both themes.
          closeButton: "!border-border !bg-bg !text-ink hover:!bg-surface",
          // The update toast's Reload: a full-size touch target in the site's own button colours.
          actionButton:
            "!min-h-11 !rounded-lg !border !border-transparent !bg-brand !px-4 !text-sm !font-semibold !text-on-brand hover:!bg-brand-strong",
        },
      }}
    />
  );
}

let mounted: Promise<void> | undefined;

function loadStyles(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = sonnerStylesUrl;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** The toaster is its own small React root, made on the page's first toast once its styles are in. */
function mountToaster(): Promise<void> {
  mounted ??= loadStyles().then(
    () =>
      new Promise((resolve) => {
        const host = document.createElement("div");
        document.body.append(host);
        createRoot(host).render(<SiteToaster onReady={resolve} />);
      }),
  );
  return mounted;
}

/**
 * One toast at a time (docs/product.md#states-and-transitions): a new one replaces whatever is
 * showing. `ended` is told when it goes.
 */
export async function showToast(message: ToastMessage, ended: () => void): Promise<void> {
  await mountToaster();
  const { kind, title, description } = message;
  toast.dismiss();
  toast[kind](title, {
    description,
    action: message.action,
    duration: message.duration ?? TOAST_DURATION_MS,
    onDismiss: ended,
    onAutoClose: ended,
  });
}
