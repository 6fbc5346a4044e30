import type { Author as TeamMember } from "~/content/schemas/blog";

const gradients: Record<TeamMember["tone"], [string, string]> = {
  indigo: ["#4F46E5", "#312E81"],
  cyan: ["#0E7490", "#164E63"],
  violet: ["#6D28D9", "#3730A3"],
};

/**
 * An illustrated avatar: initials on a geometric gradient, never a face (docs/product.md#images). Decorative,
 * because the member's name is always shown beside it.
 */
export function InitialsAvatar({ initials, tone, id }: { initials: string; tone: TeamMember["tone"]; id: string }) {
  const [from, to] = gradients[tone];
  const gradientId = `avatar-${id}`;
  const clipId = `avatar-clip-${id}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 96 96" width="96" height="96" className="size-24 shrink-0">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <clipPath id={clipId}>
          <circle cx="48" cy="48" r="48" />
        </clipPath>
      </defs>
      {/* The highlights stay inside the disc: outside it they showed as a pale square on dark backgrounds. */}
      <g clipPath={`url(#${clipId})`}>
        <circle cx="48" cy="48" r="48" fill={`url(#${gradientId})`} />
        <circle cx="78" cy="20" r="22" fill="#fff" fillOpacity="0.12" />
        <path d="M0 70 L30 52 L52 66 L96 40 V96 H0 Z" fill="#fff" fillOpacity="0.1" />
      </g>
      <text
        x="48"
        y="49"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#fff"
        fontFamily="inherit"
        fontSize="32"
        fontWeight="700"
        letterSpacing="1"
      >
        {initials}
      </text>
    </svg>
  );
}
