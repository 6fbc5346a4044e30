import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

export function ErrorView() {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-xl text-lead text-muted">
        This page could not be shown. Reloading usually helps; if it does not, the home page will get you back on track.
      </p>
      <ButtonLink to="/" className="mt-8">
        Go Back Home
      </ButtonLink>
    </Container>
  );
}
