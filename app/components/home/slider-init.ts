/**
 * Inlined right after the home slider (pages/index.astro, integration/inline-script.ts): turns its
 * slides from the moment it is parsed until a reader touches it and React takes over (issue 40).
 */
import { autoplaySlider } from "./slider-autoplay";

autoplaySlider(document.querySelector<HTMLElement>("#highlights"));
