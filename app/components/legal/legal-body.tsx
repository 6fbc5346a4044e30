/**
 * A legal document's text, rendered from Markdown at build time by the content layer (sections
 * wrapped by app/lib/legal.ts) from files in the repository, never from visitors: one <section>
 * per `##` heading. The article typography (`.prose` in app/app.css) at body size, with the
 * sections spaced apart as topics.
 */
export function LegalBody({ html }: { html: string }) {
  return (
    <div
      className="prose max-w-prose text-base/relaxed [&_.heading-group-h2]:text-2xl sm:[&_.heading-group-h2]:text-3xl [&_li::marker]:text-accent [&_section>*+*]:mt-4 [&>section+section]:mt-12"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
