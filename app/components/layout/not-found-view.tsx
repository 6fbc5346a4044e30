import { Home } from "~/components/ui/icons";
import type { Hero } from "~/content/schemas/pages";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

import notFoundCopy from "~/content/pages/not-found.yaml";

/**
 * The not-found page (docs/product.md#not-found-page); shown for unknown paths on the server
 * (status 404) and in the client.
 */
export function NotFoundView({ hero }: { hero: Hero }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      {/* Its three fixed texts, each once and whole: '404', then the heading 'Page Not Found'. */}
      <p className="text-7xl font-extrabold text-brand sm:text-8xl">{notFoundCopy.code}</p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{hero.heading}</h1>
      <p className="mt-4 max-w-xl text-lead text-muted">{hero.lead}</p>
      <ButtonLink to="/" className="mt-8">
        <Home aria-hidden="true" className="size-5" />
        {notFoundCopy.homeLink}
      </ButtonLink>
    </Container>
  );
}
