import { useEffect, useId, useRef, useState } from "react";
import { Copy } from "~/components/ui/icons";
import copy from "~/content/copy/library-link.yaml";
import { copyText } from "~/lib/clipboard";
import { fill } from "~/lib/copy-text";
import type { Library } from "~/lib/library/format";
import { encodeLink, LINK_MAX_CHARS, linkedLibrary, linkedSlugs } from "~/lib/library/link";
import { qrDrawing, type QrDrawing } from "~/lib/qr-code";
import { buttonClass } from "~/components/ui/button";
import { closeDialog, DIALOG_CLASS, openDialog } from "./dialog";
import { summaryText } from "./summary";

interface SendDialogProps {
  library: Library;
  onClose: () => void;
}

type Made = { link: string; summary: string; qr: QrDrawing | undefined } | { tooLong: true };

/**
 * "Send to another device" (docs/product.md#the-readers-library): the library as a link, in a
 * read-only field with "Copy link", and its QR code, both made here, on the device (lib/library/link.ts,
 * lib/qr-code.ts), with no request. Loaded on first use, with the QR library: /library carries
 * neither until a reader asks. A library too large for a QR code still has its link; one too large
 * for a link is told to Export.
 */
export default function SendDialog({ library, onClose }: SendDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [made, setMade] = useState<Made>();
  const [copied, setCopied] = useState<"" | "copied" | "refused">("");

  useEffect(() => {
    const dialog = dialogRef.current;
    openDialog(dialog);
    return () => closeDialog(dialog);
  }, []);

  useEffect(() => {
    let current = true;
    const linked = linkedLibrary(library);
    void encodeLink(linked).then((fragment) => {
      if (!current) return;
      if (fragment.length > LINK_MAX_CHARS) return setMade({ tooLong: true });
      const link = `${location.origin}/library#${fragment}`;
      const summary = summaryText({
        articles: linkedSlugs(linked).length,
        lists: linked.lists.length,
        notes: linked.notes.length,
        courses: linked.courses.length,
      });
      setMade({ link, summary, qr: qrDrawing(link) });
      // The link selected in its field, ready to copy by keyboard too.
      requestAnimationFrame(() => fieldRef.current?.focus());
    });
    return () => {
      current = false;
    };
  }, [library]);

  const onCopy = async () => {
    if (!made || "tooLong" in made) return;
    const outcome = await copyText(navigator, made.link);
    setCopied(outcome);
    if (outcome === "refused") fieldRef.current?.select();
  };

  const empty = library.saved.length + library.lists.length + library.notes.length + library.courses.length === 0;

  return (
    <dialog ref={dialogRef} aria-labelledby={`${id}-title`} onClose={onClose} className={DIALOG_CLASS}>
      <h2 id={`${id}-title`} className="text-xl">
        {copy.send.title}
      </h2>
      {empty ? (
        <p className="mt-2 text-muted">{copy.send.empty}</p>
      ) : made && "tooLong" in made ? (
        <p className="mt-2 text-muted">{copy.send.tooLong}</p>
      ) : (
        made && (
          <>
            <p className="mt-2 text-muted">{fill(copy.send.text, { summary: made.summary })}</p>
            <label htmlFor={`${id}-link`} className="mt-4 block font-semibold">
              {copy.send.link}
            </label>
            {/* On a phone "Copy link" goes under the field, which keeps room to show the link. */}
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                ref={fieldRef}
                id={`${id}-link`}
                readOnly
                value={made.link}
                onFocus={(event) => event.target.select()}
                className="min-h-11 min-w-48 flex-1 rounded-lg border border-border bg-surface px-3 font-mono text-sm text-ink"
              />
              <button type="button" onClick={() => void onCopy()} className={buttonClass("primary", "px-4")}>
                <Copy aria-hidden="true" className="size-4" />
                {copy.send.copy}
              </button>
            </div>
            <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-muted">
              {copied === "copied" ? copy.send.copied : copied === "refused" ? copy.send.refused : ""}
            </p>
            {made.qr ? (
              // Dark on white whatever the theme, with its quiet zone: what a phone's camera reads best.
              <svg
                role="img"
                aria-label={copy.send.qrLabel}
                viewBox={`0 0 ${made.qr.size} ${made.qr.size}`}
                shapeRendering="crispEdges"
                className="mx-auto mt-2 block aspect-square w-full max-w-80 rounded-lg"
              >
                <rect width={made.qr.size} height={made.qr.size} fill="#fff" />
                <path d={made.qr.path} fill="#000" />
              </svg>
            ) : (
              <p className="mt-2 text-muted">{copy.send.tooLongForQr}</p>
            )}
          </>
        )
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClass("secondary")}>
          {copy.send.close}
        </button>
      </div>
    </dialog>
  );
}
