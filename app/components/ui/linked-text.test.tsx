import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkedText } from "./linked-text";

describe("LinkedText", () => {
  it("turns each [label](/path) into a link and keeps the text around it", () => {
    expect(
      renderToStaticMarkup(
        <LinkedText text="By signing in, you agree to our [Terms of Use](/terms) and [Privacy Policy](/privacy)." />,
      ),
    ).toBe(
      'By signing in, you agree to our <a href="/terms">Terms of Use</a> and <a href="/privacy">Privacy Policy</a>.',
    );
  });

  it("leaves a line without links as it is", () => {
    expect(renderToStaticMarkup(<LinkedText text="Or continue with" />)).toBe("Or continue with");
  });
});
