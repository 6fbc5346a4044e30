import { toast } from "sonner";

/**
 * The site's one way to show a toast. The spec allows one visible toast at a time, so each new one
 * dismisses whatever is showing first. Errors are always titled 'Error' (spec §8).
 */
export const TOAST_DURATION_MS = 5000;
export const ERROR_TITLE = "Error";

export const notify = {
  success(title: string, description?: string) {
    toast.dismiss();
    return toast.success(title, { description });
  },
  info(title: string, description?: string) {
    toast.dismiss();
    return toast.info(title, { description });
  },
  error(description: string) {
    toast.dismiss();
    return toast.error(ERROR_TITLE, { description });
  },
};
