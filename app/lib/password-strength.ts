import passwordCopy from "../content/copy/password.yaml";

export type StrengthLevel = "empty" | "weak" | "fair" | "good" | "strong";

/** The rule the sign-up form enforces and states up front: length, a letter and a number. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= passwordCopy.minLength && /\p{L}/u.test(password) && /\p{N}/u.test(password);
}

// Fragments that appear in most leaked-password lists; a password built on one is easy to guess.
const COMMON_FRAGMENTS = [
  "password",
  "passwort",
  "qwerty",
  "azerty",
  "123456",
  "letmein",
  "welcome",
  "iloveyou",
  "admin",
  "abc123",
  "monkey",
  "dragon",
];

function isPredictable(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_FRAGMENTS.some((f) => lower.includes(f))) return true;
  // Few distinct characters ("aaaa1111") give an attacker little to search.
  return new Set(lower).size <= Math.ceil(password.length / 3);
}

/**
 * A live hint, not a gate: the rule decides validity, this tells the visitor how far beyond the
 * rule they are. Length counts most, then variety of character classes.
 */
export function passwordStrength(password: string): StrengthLevel {
  if (password === "") return "empty";
  if (!meetsPasswordRule(password) || isPredictable(password)) return "weak";
  let score = 0;
  if (password.length >= 12) score++;
  if (password.length >= 16) score++;
  if (/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password)) score++;
  if (/[^\p{L}\p{N}]/u.test(password)) score++;
  if (score >= 3) return "strong";
  if (score >= 1) return "good";
  return "fair";
}

/** 0–4, for the filled segments of the meter. */
export function strengthScore(level: StrengthLevel): number {
  return { empty: 0, weak: 1, fair: 2, good: 3, strong: 4 }[level];
}
