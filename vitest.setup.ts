import "@testing-library/jest-dom/vitest";
import { beforeAll } from "vitest";

// The DOM files share their worker's jsdom and modules (vitest.config.ts): each file starts on a
// blank page at "/", its storage empty, whatever the file before it left (a toaster, a query).
if (typeof document !== "undefined")
  beforeAll(() => {
    document.body.replaceChildren();
    history.replaceState(null, "", "/");
    localStorage.clear();
    sessionStorage.clear();
  });
