import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "text" | "inverse" | "inverse-outline";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-on-brand hover:bg-brand-strong",
  secondary: "border border-brand bg-bg text-brand hover:bg-brand-soft",
  text: "px-2 text-brand underline hover:no-underline",
  inverse: "bg-white text-[#3730a3] hover:bg-brand-soft",
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
