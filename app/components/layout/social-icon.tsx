import { siBluesky, siGithub, siX, siYoutube } from "simple-icons";
import type { SocialLink } from "~/content/schemas/copy";

const icons = { github: siGithub, youtube: siYoutube, bluesky: siBluesky, x: siX } as const;

export function SocialIcon({ icon }: { icon: SocialLink["icon"] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d={icons[icon].path} />
    </svg>
  );
}
