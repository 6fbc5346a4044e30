import {
  BrainCircuit,
  Bot,
  ChartColumnIncreasing,
  Flame,
  Layers,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from "~/components/ui/icons";
import type { HomeIcon as HomeIconName } from "~/content/schemas/pages";

const icons: Record<HomeIconName, LucideIcon> = {
  bot: Bot,
  shield: ShieldCheck,
  "trending-up": TrendingUp,
  flame: Flame,
  layers: Layers,
  brain: BrainCircuit,
  chart: ChartColumnIncreasing,
};

/** An icon of the home page, named in app/content/pages/home.yaml. */
export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
