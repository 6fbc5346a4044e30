/** /ai/<slug>.md and /tech/<slug>.md: each guide as Markdown, its twin (lib/markdown-twins.ts, ADR 0039). */
import type { APIRoute, GetStaticPaths } from "astro";
import guideCopy from "~/content/copy/guide.yaml";
import { getGuideTwinPaths, readBody, type GuideTwinProps } from "~/data/twins";
import { guideTwin, MARKDOWN_TYPE } from "~/lib/markdown-twins";
import { absoluteUrl } from "~/lib/meta";

export const getStaticPaths = getGuideTwinPaths satisfies GetStaticPaths;

export const GET: APIRoute<GuideTwinProps> = ({ props: { guide, file } }) =>
  new Response(guideTwin(guide, readBody(file), absoluteUrl(guide.path), guideCopy.sections), {
    headers: { "Content-Type": MARKDOWN_TYPE },
  });
