import type { ReactNode } from "react";

interface ContainerProps {
  children: ReactNode;
  className?: string;
  /** The header needs more room than reading content for its eight items. */
  wide?: boolean;
}

/** Centres content at the site's 1200 px width with the standard gutters. */
export function Container({ children, className = "", wide = false }: ContainerProps) {
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-[88rem]" : "max-w-content"} px-4 sm:px-6 lg:px-8 ${className}`}>
      {children}
    </div>
  );
}
