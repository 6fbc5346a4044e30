// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const success = vi.fn();
vi.mock("~/components/layout/notify", () => ({ notify: { success: (...args: unknown[]) => success(...args) } }));

const { ContactForm } = await import("./contact-form");

const field = (name: string) => screen.getByRole("textbox", { name });

beforeEach(() => {
  success.mockClear();
  history.replaceState(null, "", "/contact");
});
afterEach(cleanup);

describe("ContactForm", () => {
  it("an empty submit marks every field and focuses the first", async () => {
    render(<ContactForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    for (const name of ["Your name", "Your email", "Subject", "Message"])
      expect(field(name)).toHaveAttribute("aria-invalid", "true");
    expect(field("Your name")).toHaveFocus();
    expect(success).not.toHaveBeenCalled();
  });

  it("sends what is in the fields, then confirms and empties them", async () => {
    render(<ContactForm />);
    await userEvent.type(field("Your name"), "Ada");
    await userEvent.type(field("Your email"), "ada@example.com");
    await userEvent.type(field("Subject"), "Hello");
    await userEvent.type(field("Message"), "A message long enough to be read.");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(success).toHaveBeenCalledWith("Message Sent!", "Thank you for reaching out. We'll get back to you soon.");
    expect(field("Your name")).toHaveValue("");
  });

  it("prefills the subject from ?subject=", () => {
    history.replaceState(null, "", "/contact?subject=AI%20Consulting");
    render(<ContactForm />);
    expect(field("Subject")).toHaveValue("AI Consulting");
  });
});
