// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SignupForm } from "./signup-form";

afterEach(cleanup);

describe("SignupForm", () => {
  it("the strength hint follows the (uncontrolled) password field", async () => {
    render(<SignupForm />);
    const hint = document.getElementById("signup-password-strength")!;
    expect(hint).toHaveTextContent("Start typing");
    await userEvent.type(screen.getByLabelText("Password", { exact: true }), "river7stone");
    expect(hint).toHaveTextContent("Fair");
  });

  it("an empty submit shows the errors and focuses the name", async () => {
    render(<SignupForm />);
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveFocus();
    expect(screen.getByText("Please enter your name.")).toBeInTheDocument();
  });
});
