import type { Link } from "~/content/schemas/pages";
import { ButtonLink } from "./button";

/** A page hero's buttons: the first is the main action, the second the alternative. */
export function HeroButtons({ actions }: { actions: readonly Link[] }) {
  return actions.map((action, i) => (
    <ButtonLink key={action.href} to={action.href} variant={i === 0 ? "primary" : "secondary"}>
      {action.label}
    </ButtonLink>
  ));
}
