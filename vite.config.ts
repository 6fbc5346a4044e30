import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { DEFAULT_SITE_URL } from "./app/content/site.ts";

/** App code only a few routes use: it stays with them instead of joining the chunk every page loads. */
const FEATURE_CODE = /[\\/]app[\\/](components[\\/](about|ai|auth|blog|careers|forms|guides|legal|reading|services|tech)[\\/]|content[\\/](about|auth|careers|contact|legal|login)\.)/;
const SHARED_CODE = /[\\/]app[\\/]|node_modules[\\/](lucide-react|simple-icons|zod)[\\/]/;

/**
 * sonner writes its stylesheet into a <style> element when it is imported, which a CSP without
 * 'unsafe-inline' in style-src refuses. Its module loses that call here; the same rules come from
 * sonner/dist/styles.css, imported by app/components/layout/toasts.tsx as a file.
 */
function sonnerStylesAsFile(): Plugin {
  return {
    name: "sonner-styles-as-file",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const stripped = code.replace(/^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m, "");
      if (stripped === code) this.error("sonner no longer injects its stylesheet as this plugin expects: check sonner's dist/index.mjs");
      return { code: stripped, map: null };
    },
  };
}

export default defineConfig({
  plugins: [sonnerStylesAsFile(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: on a slow phone connection each extra request costs a round
        // trip before the page can be hydrated (ADR 0009). Route modules, feature code and lazy
        // imports (search, toasts) keep their own chunks: the home page no longer loads the legal
        // pages' text or the sign-up rules (-3.8 KB).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: "shared", test: (id) => SHARED_CODE.test(id) && !FEATURE_CODE.test(id), minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
  define: {
    // The year the pages were prerendered in; the footer swaps in the visitor's current year after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? DEFAULT_SITE_URL),
  },
});
