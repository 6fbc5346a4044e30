import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import copy from "~/content/copy/error.yaml";

export function ErrorView() {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 max-w-xl text-lead text-muted">{copy.lead}</p>
      <ButtonLink to="/" className="mt-8">
        {copy.homeLink}
      </ButtonLink>
    </Container>
  );
}
