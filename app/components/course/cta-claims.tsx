import { CircleCheck } from "~/components/ui/icons";

/** The closing band's claims, on their own line under its buttons. */
export function CtaClaims({ claims }: { claims: readonly string[] }) {
  return (
    <ul className="mt-4 flex basis-full flex-wrap justify-center gap-x-8 gap-y-3 text-indigo-100">
      {claims.map((claim) => (
        <li key={claim} className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>{claim}</span>
        </li>
      ))}
    </ul>
  );
}
