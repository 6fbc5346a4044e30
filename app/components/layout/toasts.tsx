import { Toaster } from "sonner";
// As a file: sonner's own injection of these rules is removed at build (vite.config.ts), since the
// CSP admits no inline styles.
import "sonner/dist/styles.css";
import { TOAST_DURATION_MS } from "~/lib/notify";

export default function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!font-sans !text-base !border-border !bg-bg !text-ink",
          description: "!text-ink",
          error: "!bg-danger !text-white !border-danger [&_[data-description]]:!text-white",
          success: "[&_[data-icon]]:!text-success",
          info: "[&_[data-icon]]:!text-brand",
        },
      }}
    />
  );
}
