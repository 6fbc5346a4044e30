import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "text" | "inverse" | "inverse-outline";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

// A filled button has a transparent border: the same size as an outlined one beside it, and in
// forced colours (Windows' contrast themes), where fills are dropped, the border shows its edge.
const variants: Record<ButtonVariant, string> = {
  primary: "border border-transparent bg-brand text-on-brand hover:bg-brand-strong",
  secondary: "border border-brand bg-bg text-brand hover:bg-brand-soft",
  text: "px-2 text-brand underline hover:no-underline",
  inverse: "border border-transparent bg-white text-[#3730a3] hover:bg-brand-soft",
  // The second action on a brand-coloured band, beside an `inverse` one.
  "inverse-outline": "border border-white/80 text-white hover:bg-white/10",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button. */
export function ButtonLink({ to, variant = "primary", className = "", children }: ButtonLinkProps) {
  return (
    <a href={to} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}

interface NavButtonProps extends ButtonLinkProps {
  /** Runs first; `preventDefault()` keeps the reader where they are (the island acts instead). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Marks the button as acting through an island: a click before hydration waits for it (`client:interaction`). */
  replay?: boolean;
}

/**
 * A button that takes the reader somewhere: the controls docs/product.md calls buttons (the home hero's
 * Get Started, the web development page's Start Learning Today…) are buttons to assistive
 * technology, and a form sends them to `to`, with no script needed. The form's GET leaves an empty
 * "?" in the address (`/webdev/frontend?`), which an island that handles the click avoids (the home
 * hero's); the query of `to` travels as hidden fields, its fragment in `action`.
 */
export function NavButton({
  to,
  variant = "primary",
  className = "",
  children,
  onClick,
  replay = false,
}: NavButtonProps) {
  const url = new URL(to, "http://nav.invalid");
  const action = to.startsWith("#") ? to : `${url.pathname}${url.hash}`;
  return (
    <form action={action} method="get" className="contents">
      {[...url.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* The pointer it had as a link: it still takes the reader somewhere. */}
      <button
        type="submit"
        onClick={onClick}
        data-replay={replay || undefined}
        className={buttonClass(variant, `cursor-pointer ${className}`)}
      >
        {children}
      </button>
    </form>
  );
}
