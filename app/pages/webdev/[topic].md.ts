/** /webdev/<topic>.md: the course page as Markdown, made from the data the page shows (lib/markdown-twins.ts, ADR 0039). */
import type { APIRoute, GetStaticPaths } from "astro";
import type { CourseTopic } from "~/content/schemas/courses";
import { getCourseGuide, getCourseTopics } from "~/data/collections";
import { courseTwin, MARKDOWN_TYPE, type CourseLink } from "~/lib/markdown-twins";
import { absoluteUrl } from "~/lib/meta";

type Props = { topic: CourseTopic; others: CourseLink[] };

export const getStaticPaths = (async () => {
  const topics = await getCourseTopics();
  // The other topics, as the page offers them at its end.
  return topics.map((topic) => ({
    params: { topic: topic.slug },
    props: {
      topic,
      others: topics
        .filter((t) => t.slug !== topic.slug)
        .map((t) => ({ href: t.path, title: t.title, desc: t.summary })),
    } satisfies Props,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = async ({ props: { topic, others } }) =>
  new Response(courseTwin(topic, await getCourseGuide(), others, absoluteUrl(topic.path)), {
    headers: { "Content-Type": MARKDOWN_TYPE },
  });
