/** /webdev/<topic>.md: the course page as Markdown, made from the data the page shows (lib/markdown-twins.ts, ADR 0039). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getCourseGuide, getCourseTopicPaths, type CourseTopicProps } from "~/data/collections";
import { courseTwin, MARKDOWN_TYPE } from "~/lib/markdown-twins";
import { absoluteUrl } from "~/lib/meta";

export const getStaticPaths = getCourseTopicPaths satisfies GetStaticPaths;

export const GET: APIRoute<CourseTopicProps> = async ({ props: { topic, others } }) =>
  new Response(courseTwin(topic, await getCourseGuide(), others, absoluteUrl(topic.path)), {
    headers: { "Content-Type": MARKDOWN_TYPE },
  });
