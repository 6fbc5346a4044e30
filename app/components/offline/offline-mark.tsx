import { CircleCheck } from "~/components/ui/icons";
import copy from "~/content/pages/offline.yaml";

/** "Available offline", beside a page this device keeps whole (its text and images) for reading without a network. */
export function OfflineMark({ kept, path }: { kept: Set<string> | undefined; path: string }) {
  if (!kept?.has(path)) return null;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-success">
      <CircleCheck aria-hidden="true" className="size-4" />
      {copy.available}
    </span>
  );
}
