import slider from "~/content/copy/home-slider.yaml";
import { SlideCarousel } from "./slide-carousel";

/** The home page's slider with its copy; an island, so it reads its content itself rather than through props. */
export function HighlightsSlider() {
  return (
    <SlideCarousel
      id="highlights"
      title={slider.title}
      intervalMs={slider.intervalMs}
      slides={slider.slides}
      labels={slider}
    />
  );
}
