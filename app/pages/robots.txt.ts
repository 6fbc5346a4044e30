/** /robots.txt: everything may be crawled; the sitemap is named. */
import type { APIRoute } from "astro";
import { absoluteUrl } from "~/lib/meta";
import { robotsTxt } from "~/lib/sitemap";

export const GET: APIRoute = () =>
  new Response(robotsTxt(absoluteUrl("/sitemap.xml")), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
