/** Copy of the Tech Trends page (/tech-trends): the programming languages in demand, compared. */

export interface LanguageCard {
  /** Used for element ids. */
  id: string;
  title: string;
  /** What the language is best known for, in a few words. */
  tagline: string;
  description: string;
  features: readonly string[];
  /** Popularity index from 0 to 100 (see languagesSection.note). */
  popularity: number;
  /** Average yearly salary in the US, formatted. */
  salary: string;
  /** Open job listings in the US, rounded and formatted. */
  jobs: string;
}

export const techHero = {
  eyebrow: "Tech Trends",
  image: { src: "/images/tech/language-charts.svg", width: 560, height: 420 },
  primary: { label: "Compare the languages", href: "#languages" },
  secondary: { label: "Start learning web development", href: "/motivation" },
} as const;

export const techStatsLabel = "Programming careers in numbers";

export const techStats: readonly { value: string; label: string }[] = [
  { value: "23%", label: "Developer job growth, 2021 to 2031" },
  { value: "$70k-$150k+", label: "Typical US developer salaries" },
  { value: "6", label: "In-demand languages compared" },
  { value: "350k+", label: "Open US jobs across the six" },
];

export const languagesSection = {
  id: "languages",
  title: "Six languages worth learning",
  intro:
    "Each language below is in steady demand, but they shine in different places. Compare what they are used for, how popular they are and what the jobs pay.",
  featuresLabel: "Key features",
  popularityLabel: "Popularity",
  salaryLabel: "Average salary (US)",
  jobsLabel: "Open jobs (US)",
  note: "Indicative figures. Popularity is our 0-100 index combining developer surveys and job-board demand; salaries are average US base pay for developers using the language; job counts are rounded US listings that name it.",
} as const;

export const languages: readonly LanguageCard[] = [
  {
    id: "python",
    title: "Python",
    tagline: "Data, AI and automation",
    description:
      "Readable syntax and a huge library ecosystem make Python the first choice for data science and machine learning, and a favourite for scripting and backend services.",
    features: ["Clean, beginner-friendly syntax", "NumPy, pandas and PyTorch", "Django and FastAPI for the web", "Great for automation scripts"],
    popularity: 92,
    salary: "$124,000",
    jobs: "85,000+",
  },
  {
    id: "javascript",
    title: "JavaScript",
    tagline: "The language of the web",
    description:
      "Every browser runs JavaScript, and with Node.js it runs servers too. Paired with TypeScript it powers most modern web applications, from small sites to large products.",
    features: ["Runs in every browser", "React, Vue and Svelte", "Node.js for backends", "TypeScript for large codebases"],
    popularity: 90,
    salary: "$115,000",
    jobs: "92,000+",
  },
  {
    id: "cpp",
    title: "C++",
    tagline: "Performance without compromise",
    description:
      "C++ gives direct control over memory and hardware. It runs game engines, browsers, trading systems and embedded devices wherever every microsecond counts.",
    features: ["Close-to-the-metal speed", "Game engines such as Unreal", "Embedded and real-time systems", "Modern C++20 features"],
    popularity: 64,
    salary: "$128,000",
    jobs: "38,000+",
  },
  {
    id: "php",
    title: "PHP",
    tagline: "The server side of the web",
    description:
      "PHP still serves a large share of the web through WordPress and Laravel. Modern PHP is typed, fast and a practical route to freelance and agency work.",
    features: ["WordPress and Laravel", "Cheap, simple hosting", "Typed properties and enums", "Large freelance market"],
    popularity: 52,
    salary: "$96,000",
    jobs: "21,000+",
  },
  {
    id: "csharp",
    title: "C#",
    tagline: "Enterprise apps and games",
    description:
      "Microsoft's C# runs on the cross-platform .NET runtime. It is a mainstay of enterprise backends and, through Unity, of independent and mobile game development.",
    features: ["Cross-platform .NET", "Unity game development", "ASP.NET Core web APIs", "Strong tooling in Visual Studio"],
    popularity: 66,
    salary: "$112,000",
    jobs: "46,000+",
  },
  {
    id: "java",
    title: "Java",
    tagline: "Large systems that last",
    description:
      "Java's stability and mature tooling keep it at the heart of banks, insurers and Android apps. Spring Boot makes it a steady choice for backend careers.",
    features: ["Runs anywhere on the JVM", "Spring Boot for backends", "Android development", "Mature, stable ecosystem"],
    popularity: 74,
    salary: "$118,000",
    jobs: "71,000+",
  },
];

export const choosingSection = {
  id: "choosing",
  title: "How to choose your next language",
  tips: [
    {
      title: "Start from what you want to build",
      text: "Websites point to JavaScript, data and AI to Python, games to C# or C++. The project you care about keeps you going when the syntax gets hard.",
    },
    {
      title: "Check the jobs where you live",
      text: "National numbers hide local markets. Search the job boards in your city or remote niche and note which languages appear most often.",
    },
    {
      title: "Go deep before you go wide",
      text: "Employers value one language known well over five known slightly. The second language comes much faster once you have mastered the first.",
    },
  ],
} as const;

export const techCta = {
  title: "Pick a language and start building",
  text: "Our free web development courses start with JavaScript and take you from your first page to a deployed application, one practical step at a time.",
  primary: { label: "Start Learning Today", href: "/motivation" },
  secondary: { label: "Explore tech guides", href: "/tech/web-dev" },
} as const;
