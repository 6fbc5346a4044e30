import { Share2 } from "~/components/ui/icons";
import type { ShareKind } from "~/content/schemas/copy";
import readingCopy from "~/content/copy/reading.yaml";
import { absoluteUrl, pageTitle } from "~/lib/meta";
import { notify } from "~/components/layout/notify";
import { shareOrCopy } from "~/lib/share";
import { Button } from "~/components/ui/button";

interface ShareButtonProps {
  /** The page's title without the brand, as in its meta. */
  title: string;
  /** The page's canonical path; shares point at the public site, not at whichever host serves this copy. */
  path: string;
  kind: ShareKind;
}

/**
 * Opens the native share sheet where there is one, otherwise copies the link and says so. Which of
 * the two is decided on click, so the server and the browser render the same button.
 */
export function ShareButton({ title, path, kind }: ShareButtonProps) {
  async function onClick() {
    const outcome = await shareOrCopy(navigator, { title: pageTitle(title), url: absoluteUrl(path) });
    if (outcome === "copied") void notify.success(readingCopy.copied.title, readingCopy.copied.description);
    if (outcome === "failed") void notify.error(readingCopy.copyFailed);
  }

  return (
    <Button variant="secondary" aria-label={readingCopy.share[kind]} onClick={onClick} className="print:hidden">
      <Share2 aria-hidden="true" className="size-5" />
      {readingCopy.share.label}
    </Button>
  );
}
