import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Menu, X } from "~/components/ui/icons";
import menus from "virtual:menus";
import navigation from "~/content/copy/navigation.yaml";
import { headerMenu as buildHeaderMenu } from "~/lib/navigation";
import { Container } from "~/components/ui/container";
import { FocusGuard } from "~/components/ui/focus-trap";
import { Logo } from "./logo";
import { DESKTOP_QUERY, NavItem } from "./nav-item";
import { SearchBox } from "~/components/search/search-box";
import { ThemeToggle } from "./theme-toggle";
import { LibraryLink } from "~/components/library/library-link";

const MENU_PANEL_ID = "site-menu";
const headerMenu = buildHeaderMenu(navigation.header, menus);

/**
 * The site header; an island that hydrates when the reader reaches for it (a pointer or focus on
 * it, or the search shortcut). Hiding on scroll is not its job: header-scroll.ts does that without
 * React, so reading and scrolling load none of this. `pathname` marks the current section.
 */
export function Header({ pathname }: { pathname: string }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpenMenu(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openMenu]);

  useEffect(() => {
    if (!mobileOpen) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => desktop.matches && setMobileOpen(false);
    desktop.addEventListener("change", onResize);
    return () => {
      root.style.overflow = previousOverflow;
      desktop.removeEventListener("change", onResize);
    };
  }, [mobileOpen]);

  const setMenuOpen = (label: string) => (open: boolean) =>
    setOpenMenu((current) => (open ? label : current === label ? null : current));

  const toggleMobile = () => {
    setOpenMenu(null);
    setMobileOpen((open) => !open);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!mobileOpen) return;
    if (e.key === "Escape") {
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    // Delegation: Esc closes the open menu from any control inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      ref={headerRef}
      data-site-header
      onKeyDown={onKeyDown}
      className="sticky top-0 z-50 border-b border-border bg-bg transition-transform duration-200 ease-out"
    >
      {/* While the phone menu is open, Tab and Shift+Tab wrap round inside the header. */}
      {mobileOpen && <FocusGuard edge="start" />}
      <Container wide className="flex h-16 items-center gap-3 max-[380px]:gap-2 xl:gap-2 xl:px-3">
        <Logo />
        <button
          ref={toggleRef}
          type="button"
          data-needs-script
          aria-expanded={mobileOpen}
          aria-controls={MENU_PANEL_ID}
          onClick={toggleMobile}
          className="ml-auto flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-soft xl:hidden"
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{navigation.menuButton}</span>
        </button>
        <div
          id={MENU_PANEL_ID}
          className={`${mobileOpen ? "max-xl:flex" : "max-xl:hidden"} max-xl:fixed max-xl:inset-x-0 max-xl:top-16 max-xl:bottom-0 max-xl:flex-col max-xl:gap-4 max-xl:overflow-y-auto max-xl:border-t max-xl:border-border max-xl:bg-bg max-xl:p-4 xl:ml-2 xl:flex xl:flex-1 xl:items-center xl:gap-2`}
        >
          <nav aria-label={navigation.mainLabel} className="xl:flex-1">
            <ul className="flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-0">
              {headerMenu.map((item, index) => (
                <NavItem
                  key={item.href}
                  item={item}
                  pathname={pathname}
                  // From 1280 to 1535 px the row is full: in the fallback font (before Inter arrives, or
                  // if it never does) it ran 18 px past the window. The items after the second give up
                  // 4 px each; the first two keep theirs, so Web Development's open panel stays where it
                  // was over the hero's buttons (moved 6 px left, it left a sliver of Learn More too
                  // small to tap, which axe's target-size rule caught).
                  tight={index >= 2}
                  open={openMenu === item.label}
                  onOpenChange={setMenuOpen(item.label)}
                />
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3 max-xl:w-full xl:gap-2">
            <SearchBox />
            <ThemeToggle />
          </div>
          <a
            href={navigation.login.href}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-4 font-semibold text-brand no-underline hover:bg-brand-soft xl:min-h-10 xl:px-2.5"
          >
            {navigation.login.label}
          </a>
        </div>
        <LibraryLink current={pathname === "/library"} />
      </Container>
      {mobileOpen && <FocusGuard edge="end" />}
    </header>
  );
}
