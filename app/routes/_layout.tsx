import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { SiteToaster } from "~/components/layout/site-toaster";
import { NotFoundView } from "~/components/layout/not-found-view";
import { ErrorView } from "~/components/layout/error-view";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <SiteToaster />
    </>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** A page that fails keeps the header and footer; a missing one shows the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />}</Shell>;
}
