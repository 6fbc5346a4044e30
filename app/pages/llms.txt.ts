/** /llms.txt (llmstxt.org): the site for a language model, linking each page's Markdown twin (lib/llms-txt.ts, ADR 0039). */
import type { APIRoute } from "astro";
import words from "~/content/copy/llms.yaml";
import { getArticles } from "~/data/articles";
import { getCourseTopics, getGuides, getServices } from "~/data/collections";
import { LLMS_ARTICLES, llmsTxt } from "~/lib/llms-txt";
import { twinPath } from "~/lib/markdown-twins";
import { absoluteUrl } from "~/lib/meta";
import { articlePath } from "~/lib/paths";
import { servicePath } from "~/lib/services";

export const GET: APIRoute = async () => {
  const [articles, guides, courses, services] = await Promise.all([
    getArticles(),
    getGuides(),
    getCourseTopics(),
    getServices(),
  ]);
  const twin = (path: string) => absoluteUrl(twinPath(path));
  const text = llmsTxt(
    {
      articles: articles
        .slice(0, LLMS_ARTICLES)
        .map((a) => ({ title: a.title, url: twin(articlePath(a.slug)), line: a.excerpt })),
      guides: guides.map((g) => ({ title: g.title, url: twin(g.path), line: g.description })),
      courses: courses.map((c) => ({ title: c.title, url: twin(c.path), line: c.summary })),
      // A service has no twin: its page is linked.
      services: services.map((s) => ({
        title: s.data.title,
        url: absoluteUrl(servicePath(s.id)),
        line: s.data.summary,
      })),
      archive: [
        { ...words.archive.blog, url: absoluteUrl("/blog") },
        { ...words.archive.sitemap, url: absoluteUrl("/sitemap.xml") },
      ],
    },
    words,
  );
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
