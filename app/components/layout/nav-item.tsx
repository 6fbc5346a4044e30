import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { ChevronDown } from "~/components/ui/icons";
import type { MenuItem } from "~/content/schemas/navigation";
import navigation from "~/content/copy/navigation.yaml";
import { fill } from "~/lib/copy-text";

/** Hover opens menus only where the desktop bar is shown (the `xl` breakpoint). */
export const DESKTOP_QUERY = "(min-width: 80rem)";
/** Grace period so a diagonal mouse path from the trigger to the panel does not close it. */
const CLOSE_DELAY_MS = 250;

export function menuId(label: string): string {
  return `menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

interface NavItemProps {
  item: MenuItem;
  /** The current page's path: its link, and the item of its section, are marked current. */
  pathname: string;
  /** Narrower side padding from 1280 to 1535 px (header.tsx says which items). */
  tight?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `.nav-link` (app.css) colours the link of the current page or section by its aria-current. */
const topLinkClass = (tight: boolean) => (tight ? "nav-link xl:max-2xl:px-1.5" : "nav-link");

/** The link's page or a page below it is shown (a section's link stays marked on its pages). */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A header item: a plain link, or a link with a disclosure button and a panel of suggestions. */
export function NavItem({ item, pathname, open, onOpenChange, tight = false }: NavItemProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse that hovers and then clicks the button means "keep it open", not "toggle it shut".
  const openedByHover = useRef(false);

  if (!item.suggestions) {
    return (
      <li>
        <a href={item.href} aria-current={pathname === item.href ? "page" : undefined} className={topLinkClass(tight)}>
          {item.label}
        </a>
      </li>
    );
  }

  const id = menuId(item.label);
  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  const openAndFocus = (index: number) => {
    onOpenChange(true);
    // The panel is display:none until React commits the open state.
    requestAnimationFrame(() => links().at(index)?.focus());
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    onOpenChange(true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse" || !window.matchMedia(DESKTOP_QUERY).matches) return;
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      onOpenChange(false);
    }, CLOSE_DELAY_MS);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    switch (e.key) {
      case "Escape":
        if (!open) return;
        e.stopPropagation();
        onOpenChange(false);
        buttonRef.current?.focus();
        break;
      case "ArrowDown":
        e.preventDefault();
        if (index === -1) openAndFocus(0);
        else items[(index + 1) % items.length]?.focus();
        break;
      case "ArrowUp":
        if (index === -1) return;
        e.preventDefault();
        items[(index - 1 + items.length) % items.length]?.focus();
        break;
      case "Home":
      case "End":
        if (index === -1) return;
        e.preventDefault();
        items.at(e.key === "Home" ? 0 : -1)?.focus();
        break;
    }
  };

  // On the desktop bar, a panel floats over the page: focus leaving the item closes it. In the phone
  // menu the panels are part of the list, so closing one on focusout would move the list up under
  // the finger that is tapping another toggle; there, opening a menu closes the others instead.
  const onBlur = (e: FocusEvent) => {
    if (!open || !window.matchMedia(DESKTOP_QUERY).matches) return;
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    // Delegation: the keys and pointer events come from the link, button and menu links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="flex items-center">
        <a
          href={item.href}
          aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
          className={topLinkClass(tight)}
        >
          {item.label}
        </a>
        <button
          ref={buttonRef}
          type="button"
          data-needs-script
          aria-expanded={open}
          aria-controls={id}
          aria-label={fill(navigation.moreIn, { label: item.label })}
          onClick={() => {
            const keepOpen = open && openedByHover.current;
            openedByHover.current = false;
            onOpenChange(keepOpen || !open);
          }}
          className="nav-toggle"
        >
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div ref={panelRef} id={id} hidden={!open} className="nav-panel">
        {/* The suggestions are written only while the panel is open: closed, they were about 7 KB of
            every page's HTML (issue 47). Without JavaScript no panel opens; a section's own page
            links to its pages. */}
        {open && (
          <ul className="menu-suggestions max-xl:border-l-2 max-xl:border-border max-xl:pl-3">
            {item.suggestions.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  aria-current={isCurrent(pathname, s.href) ? "page" : undefined}
                  onClick={() => onOpenChange(false)}
                >
                  {/* Styled by .menu-suggestions (app.css): title, then description. */}
                  <span>{s.title}</span>
                  <span>{s.desc}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
