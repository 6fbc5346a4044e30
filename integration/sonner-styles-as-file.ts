import type { Plugin } from "vite";

/**
 * sonner writes its stylesheet into a <style> element when it is imported, which a CSP without
 * 'unsafe-inline' in style-src refuses. Its module loses that call here; the same rules come from
 * sonner/dist/styles.css, imported by app/components/layout/toasts.tsx as a file.
 */
export function sonnerStylesAsFile(): Plugin {
  return {
    name: "sonner-styles-as-file",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m, "");
      if (stripped === code)
        this.error("sonner no longer injects its stylesheet as this plugin expects: check sonner's dist/index.mjs");
      return { code: stripped, map: null };
    },
  };
}
