import { siGoogle } from "simple-icons";
import copy from "~/content/pages/login.yaml";
import { notify } from "~/components/layout/notify";
import { Button } from "~/components/ui/button";

/** Third-party sign-in is not offered: the button explains that instead of leaving the site. */
export function GoogleButton() {
  const onClick = () => notify.info(copy.messages.googleUnavailable.title, copy.messages.googleUnavailable.description);
  return (
    <Button variant="secondary" onClick={onClick} className="w-full border-border text-ink">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="currentColor"
        className="size-5 text-ink"
      >
        <path d={siGoogle.path} />
      </svg>
      {copy.google}
    </Button>
  );
}
