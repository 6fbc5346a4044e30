import copy from "~/content/copy/saving.yaml";
import { BookmarkMark } from "./save-button";

/**
 * A series page's "Save all parts" (docs/product.md#the-readers-library): a toggle, pressed while
 * every part in the list `partsId` is saved. A press saves the parts not saved yet; when all are, it
 * removes them all. The series variant of the inline library script runs it (library-init.ts), with
 * each part's Save button on its card in that list: no press waits for React. Not shown without JavaScript.
 */
export function SaveAllButton({ partsId }: { partsId: string }) {
  return (
    <button
      type="button"
      data-needs-script
      data-save-all={partsId}
      aria-pressed="false"
      aria-controls={partsId}
      className="save-button"
    >
      <BookmarkMark />
      {copy.saveAll}
    </button>
  );
}
