import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { pages } from "~/content/pages";
import { canonicalPath } from "~/lib/aliases";
import { pageMeta } from "~/lib/meta";
import { NotFoundView } from "~/components/layout/not-found-view";

export const meta = () => pageMeta({ ...pages.notFound, path: "/404", noindex: true });

/**
 * Catch-all. An alias (/WebDevelopment, /ai-insights) reached by client navigation moves on to its
 * page; it renders the not-found view meanwhile so hydration of the server's 404 page always matches.
 */
export default function NotFound() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const canonical = canonicalPath(pathname);

  useEffect(() => {
    if (canonical !== pathname) void navigate(canonical + search + hash, { replace: true });
  }, [canonical, pathname, search, hash, navigate]);

  return <NotFoundView />;
}
