import {
  Atom,
  Braces,
  Briefcase,
  Clock,
  Database,
  FileCode,
  GitBranch,
  Hammer,
  Lightbulb,
  Monitor,
  Palette,
  Puzzle,
  Rocket,
  Route,
  Server,
  TrendingUp,
  Users,
  Wind,
  Wrench,
  type LucideIcon,
} from "~/components/ui/icons";
import type { CourseIconName } from "~/content/schemas/courses";

const icons: Record<CourseIconName, LucideIcon> = {
  html: FileCode,
  css: Palette,
  javascript: Braces,
  react: Atom,
  tailwind: Wind,
  frontend: Monitor,
  backend: Server,
  database: Database,
  deployment: Rocket,
  tools: Wrench,
  versioncontrol: GitBranch,
  projects: Hammer,
  roadmap: Route,
  career: Briefcase,
  pace: Clock,
  growth: TrendingUp,
  problem: Puzzle,
  innovation: Lightbulb,
  community: Users,
};

/** A decorative icon named in content; the text beside it carries the meaning. */
export function CourseIcon({ name, className = "size-5" }: { name: CourseIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
