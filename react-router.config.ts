import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes/table.ts";

// Every page is static HTML made at build time and hydrated in the browser; there is no runtime server
// rendering (ADR 0001). The paths come from the one route table.
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
