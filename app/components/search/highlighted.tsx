import type { SnippetPart } from "~/lib/search";

/** A snippet with its matched words in <mark>. */
export function Highlighted({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent-soft px-0.5 font-semibold text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
