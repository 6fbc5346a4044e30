import type { MouseEvent } from "react";
import { ArrowRight } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { prefersReducedMotionNow } from "./use-prefers-reduced-motion";

/** A hero button; `log` is what it writes to the browser console (spec "Home"). */
export interface HeroAction {
  label: string;
  href: string;
  log: string;
}

interface HeroActionsProps {
  getStarted: HeroAction;
  learnMore: HeroAction;
}

/**
 * Both actions are links, because both take the visitor somewhere: Get Started to another page,
 * Learn More to a section of this one. They also keep the spec's console entry.
 */
export function HeroActions({ getStarted, learnMore }: HeroActionsProps) {
  function onLearnMore(event: MouseEvent<HTMLAnchorElement>) {
    console.log(learnMore.log);
    const target = document.getElementById(learnMore.href.replace(/^#/, ""));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotionNow() ? "instant" : "smooth", block: "start" });
    // Keyboard and screen reader users continue from the section they were sent to.
    const heading = target.querySelector<HTMLElement>("h2") ?? target;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }

  return (
    <>
      <a href={getStarted.href} data-replay onClick={() => console.log(getStarted.log)} className={buttonClass("primary")}>
        {getStarted.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
      <a href={learnMore.href} data-replay onClick={onLearnMore} className={buttonClass("secondary")}>
        {learnMore.label}
      </a>
    </>
  );
}
