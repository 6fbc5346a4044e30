import type { Author } from "~/content/schemas/blog";
import { InitialsAvatar } from "./initials-avatar";

/**
 * An author's picture: the photo uploaded in the editor, described by its alt, or without one the
 * illustrated initials (decorative, the name being beside it). Both are the same 96 px disc.
 */
export function AuthorAvatar({ author, id }: { author: Author; id: string }) {
  if (!author.photo) return <InitialsAvatar initials={author.initials} tone={author.tone} id={id} />;
  return (
    <img
      src={author.photo.src}
      alt={author.photo.alt}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className="size-24 shrink-0 rounded-full border border-border bg-brand-soft object-cover"
    />
  );
}
