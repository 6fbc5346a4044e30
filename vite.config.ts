import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { DEFAULT_SITE_URL } from "./app/content/site.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The year the pages were prerendered in; the footer swaps in the visitor's current year after hydration.
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: on a slow phone connection each extra request costs a round
        // trip before the page can be hydrated (ADR 0009). Route modules and lazy imports (search,
        // toasts) keep their own chunks.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: "shared", test: /[\\/]app[\\/]|node_modules[\\/](lucide-react|simple-icons|zod)[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? DEFAULT_SITE_URL),
  },
});
