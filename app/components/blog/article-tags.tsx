import articleCopy from "~/content/copy/article.yaml";
import { tagPath } from "~/lib/articles";
import { fill } from "~/lib/copy-text";

/** The article's tags, each a link to the list of articles with that tag. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label={articleCopy.tagsLabel} className="mt-10 max-w-[68ch] border-t border-border pt-6 print:hidden">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{articleCopy.tagsLabel}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <a
              href={tagPath(tag)}
              aria-label={fill(articleCopy.tagLinkLabel, { tag })}
              className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-semibold text-ink no-underline hover:border-brand hover:text-brand"
            >
              #{tag}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
