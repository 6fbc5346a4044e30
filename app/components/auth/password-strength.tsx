import passwordCopy from "~/content/copy/password.yaml";
import { strengthScore, type StrengthLevel } from "~/lib/password-strength";

const barColour: Record<StrengthLevel, string> = {
  empty: "bg-border",
  weak: "bg-danger",
  fair: "bg-accent",
  good: "bg-success",
  strong: "bg-success",
};

/**
 * A live hint under the password field. Polite, so a screen reader mentions the new level after
 * the visitor pauses typing rather than interrupting every keystroke.
 */
export function PasswordStrength({ id, level }: { id: string; level: StrengthLevel }) {
  const score = strengthScore(level);
  return (
    <div id={id} className="-mt-3">
      <div aria-hidden="true" className="flex gap-1.5">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${segment <= score ? barColour[level] : "bg-border"}`}
          />
        ))}
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-muted">
        <span className="sr-only">{passwordCopy.strength.label}: </span>
        {passwordCopy.strength.levels[level]}
      </p>
    </div>
  );
}
