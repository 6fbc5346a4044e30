import type { MouseEvent } from "react";
import { ArrowRight } from "~/components/ui/icons";
import { NavButton } from "~/components/ui/button";
import { prefersReducedMotionNow } from "./use-prefers-reduced-motion";

/** A hero button; `log` is what it writes to the browser console (docs/product.md#home). */
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
 * The hero's two buttons: each writes its console entry and takes the visitor somewhere (docs/product.md#home),
 * Get Started to another page, Learn More to a section of this one. Without JavaScript their forms
 * go there (`NavButton`); a click before hydration is held until the console entry can be written.
 */
export function HeroActions({ getStarted, learnMore }: HeroActionsProps) {
  function onGetStarted(event: MouseEvent<HTMLButtonElement>) {
    console.log(getStarted.log);
    // The form would add an empty "?" to the address.
    event.preventDefault();
    window.location.assign(getStarted.href);
  }

  function onLearnMore(event: MouseEvent<HTMLButtonElement>) {
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
      <NavButton to={getStarted.href} replay onClick={onGetStarted}>
        {getStarted.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </NavButton>
      <NavButton to={learnMore.href} replay variant="secondary" onClick={onLearnMore}>
        {learnMore.label}
      </NavButton>
    </>
  );
}
