import { BRAND } from "~/content/site";

export function Logo() {
  return (
    <a href="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink no-underline">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#4F46E5" />
        <path d="M6 21a10 10 0 0 1 20 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M4 24h24" stroke="#22D3EE" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="16" cy="11" r="2.5" fill="#fff" />
      </svg>
      <span>{BRAND}</span>
    </a>
  );
}
