import type { GuideBody } from "./types.ts";

export const aiImageGeneration: GuideBody = {
  description:
    "How AI image generation works: diffusion models, prompts, seeds and editing, consistent styles, licensing and disclosure of generated images.",
  overview: [
    "Diffusion models, the technology behind most image generators, create pictures from a text description. During training the model learns to remove noise that has been added to millions of captioned images. To generate, it starts from pure random noise and removes it step by step, steered by your text, until an image appears that matches the description.",
    "The results can be striking, but they are hard to control precisely. Hands, lettering inside images, exact brand colours and the same character across several pictures remain common problems, and tools tackle them with editing features, reference images and fine-tuning. Legal and ethical questions about training data, licences and realistic images of real people matter as much as technique.",
    "This guide explains how the models work, how to get consistent results and what to settle before you publish a generated image.",
  ],
  concepts: [
    {
      term: "Diffusion model",
      definition:
        "A model trained to reverse a gradual noising process. Generation runs many denoising steps; more steps generally add detail at the cost of time.",
    },
    {
      term: "Prompt and negative prompt",
      definition:
        "The prompt describes what you want: subject, style, composition and lighting. Some tools also accept a negative prompt listing what to avoid.",
    },
    {
      term: "Seed",
      definition:
        "The number that determines the starting noise. Reusing a seed with the same settings reproduces an image, which makes small prompt changes comparable.",
    },
    {
      term: "Inpainting and outpainting",
      definition:
        "Regenerating only a masked part of an image, or extending it beyond its edges, while keeping the rest intact.",
    },
    {
      term: "Fine-tuning and adapters",
      definition:
        "Training a model further, or a small add-on such as a LoRA adapter, on a handful of images of a style or product so it can reproduce them.",
    },
  ],
  practices: [
    {
      title: "Describe like a photographer or illustrator",
      desc: "Name the subject, medium, style, camera angle, lighting and mood. “Isometric illustration of a data centre, indigo and cyan, soft light” is far easier to steer than “cool server picture”.",
    },
    {
      title: "Iterate with a fixed seed",
      desc: "Change one element of the prompt at a time while keeping the seed, so you learn what each word actually does.",
    },
    {
      title: "Edit rather than regenerate",
      desc: "Fix details with inpainting instead of gambling on a whole new image.",
    },
    {
      title: "Keep a record",
      desc: "Save the prompt, model, seed and settings with every published image so you can reproduce or explain it later.",
    },
  ],
  mistakes: [
    {
      title: "Publishing without checking details",
      desc: "Look closely for distorted hands, garbled text and impossible objects before an image goes live.",
    },
    {
      title: "Ignoring licence terms",
      desc: "Each service sets its own terms for commercial use, and the law on ownership of generated images is still evolving. Read the terms and keep records.",
    },
    {
      title: "Imitating living artists or real people",
      desc: "Prompts that copy a living artist's style or depict real people raise ethical and legal problems. Avoid realistic images of real individuals altogether.",
    },
    {
      title: "Not disclosing generated images",
      desc: "Readers deserve to know when an image is synthetic, especially next to news or documentary content. Say so in the caption.",
    },
  ],
  furtherReading: [
    { href: "/ai/tools", title: "AI Tools", desc: "Where image generators fit among the rest of your AI tools." },
    { href: "/ai/trends", title: "AI Trends", desc: "Multimodal models and what they change." },
    {
      href: "/blog/prompt-engineering-for-developers",
      title: "Prompt Engineering for Developers: Patterns That Work",
      desc: "Prompt habits that carry over from text to images.",
    },
    { href: "/services/design", title: "UX & UI Design", desc: "When a project needs illustrations made by people." },
  ],
};
