/**
 * The article's HTML, rendered and highlighted from Markdown at build time, once, by the content
 * layer (Astro's Markdown pipeline with app/data/markdown-plugins.ts), from files in the
 * repository, never from visitors. Typography is the `.prose` block in app/app.css.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
