/**
 * The home page's slider (spec §9: 3 slides, every 7 seconds). It stays in TypeScript because the
 * slider is an island: its slides are part of its browser bundle, and as inline props they would
 * overrun the page's 2 KB island-props budget. The rest of the home page's copy is in
 * app/content/pages/home.yaml.
 */

export interface HomeImage {
  src: string;
  width: number;
  height: number;
  /** Empty when the image only decorates text that says the same. */
  alt: string;
}

export interface Slide {
  id: string;
  title: string;
  subtitle: string;
  kicker: string;
  image: HomeImage;
  /** Internal canonical path the slide's button opens. */
  buttonLink: string;
  buttonLabel: string;
}

export const slider = {
  /** Visible heading of the slider; it also names the carousel region. */
  title: "Editor's Picks",
  /** Spec §9: the slider advances every 7 seconds. */
  intervalMs: 7000,
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  goTo: (n: number) => `Go to slide ${n}`,
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  slides: [
    {
      id: "frontend",
      kicker: "Course guide",
      title: "Build interfaces people enjoy using",
      subtitle:
        "The Frontend Development guide goes from semantic HTML and modern CSS to JavaScript, React components and Tailwind, with a roadmap and a project at every step.",
      image: {
        src: "/images/home/slide-frontend.svg",
        width: 720,
        height: 480,
        alt: "Three stacked browser windows, one for each layer of a web page: structure, style and behaviour.",
      },
      buttonLink: "/webdev/frontend",
      buttonLabel: "Open the Frontend guide",
    },
    {
      id: "ai",
      kicker: "AI Insights",
      title: "Artificial intelligence without the hype",
      subtitle:
        "Plain-language explainers on machine learning, language models and computer vision, and what each can and cannot do for the software you build.",
      image: {
        src: "/images/home/slide-ai.svg",
        width: 720,
        height: 480,
        alt: "A processor chip at the centre of a circuit board, its traces lighting up nodes around it.",
      },
      buttonLink: "/ai",
      buttonLabel: "Explore AI Insights",
    },
    {
      id: "blog",
      kicker: "From the blog",
      title: "Practical reads for working developers",
      subtitle:
        "Prompt engineering, small language models on your own laptop, React 19 in practice and WebAssembly beyond the browser, plus habits that keep you learning.",
      image: {
        src: "/images/home/slide-blog.svg",
        width: 720,
        height: 480,
        alt: "A stack of article pages with headlines and a rising chart on the top page.",
      },
      buttonLink: "/blog",
      buttonLabel: "Read the blog",
    },
  ],
} as const satisfies {
  title: string;
  intervalMs: number;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (n: number) => string;
  slideLabel: (n: number, total: number) => string;
  slides: readonly Slide[];
};
