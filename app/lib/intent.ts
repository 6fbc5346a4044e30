/**
 * The signs that a reader is about to use a widget: a pointer moving over it, pressed or touched on
 * it, focus or a key inside it. They start an island's script (app/directives/interaction.ts)
 * and stop what a plain script did in its place until then (the home slider's turns). Not
 * "pointerover": browsers send it when the page scrolls under a resting mouse, and scrolling is not
 * a use (issue 40: a reader who only scrolls loads no island).
 */
export const INTENT_EVENTS = ["pointermove", "pointerdown", "focusin", "keydown", "touchstart"] as const;
