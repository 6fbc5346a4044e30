import {
  BarChart3,
  Briefcase,
  Eye,
  Layers,
  Lightbulb,
  MessagesSquare,
  Scale,
  ShieldCheck,
  Sparkles,
  WandSparkles,
} from "~/components/ui/icons";
import type { AiIcon as AiIconName } from "~/content/schemas/pages";

const icons = {
  briefcase: Briefcase,
  wand: WandSparkles,
  lightbulb: Lightbulb,
  shield: ShieldCheck,
  sparkles: Sparkles,
  chart: BarChart3,
  layers: Layers,
  message: MessagesSquare,
  eye: Eye,
  scale: Scale,
} satisfies Record<AiIconName, unknown>;

/** The icon of a reason or topic, in a tinted tile; decorative beside its title. */
export function AiIcon({ name, tone = "brand" }: { name: AiIconName; tone?: "brand" | "accent" }) {
  const Icon = icons[name];
  const colours = tone === "brand" ? "bg-brand-soft text-brand" : "bg-accent-soft text-accent";
  return (
    <span className={`flex size-12 items-center justify-center rounded-xl ${colours}`}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
