/**
 * The body of each service page (/services/{slug}). Kept apart from services.ts, which the header
 * imports on every page, so this copy only loads with the service pages themselves.
 * `satisfies Record<ServiceSlug, …>` makes a service without a page (or a page without a service)
 * a type error.
 */
import type { ServiceSlug } from "./services.ts";

export interface ServiceFact {
  label: string;
  value: string;
}

export interface ServiceItem {
  title: string;
  desc: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServicePage {
  /** Meta description, 50–160 characters. */
  description: string;
  /** "At a glance" facts beside the hero. */
  facts: readonly ServiceFact[];
  whatItIs: readonly string[];
  audience: { intro: string; points: readonly string[] };
  deliverables: readonly ServiceItem[];
  /** In the order they happen. */
  steps: readonly ServiceItem[];
  faq: readonly ServiceFaq[];
  cta: { title: string; text: string };
  related: readonly ServiceSlug[];
}

/** Headings and labels shared by every service page. */
export { serviceCopy } from "./service-copy.ts";

export const servicePages = {
  "ai-consulting": {
    description:
      "AI consulting that starts from your processes: we find the use cases that pay off and build a measured pilot together with your team.",
    facts: [
      { label: "Typical length", value: "6–10 weeks" },
      { label: "Format", value: "Remote, with on-site workshops on request" },
      { label: "Team", value: "A lead consultant and a machine learning engineer" },
    ],
    whatItIs: [
      "AI Consulting is a fixed-scope engagement that takes a company from “we should do something with AI” to one working pilot with a measured result. We interview the people who run the process, look at the data it produces, and only then decide whether a language model, a classic machine learning model or a plain script is the right tool.",
      "Most of the value comes from saying no early. A use case without clean inputs, a clear owner or a number to improve is parked before anyone writes a prompt, so the budget goes to the one idea that can prove itself within a quarter.",
    ],
    audience: {
      intro: "This engagement suits organisations that feel the pull of AI but have not yet shipped anything with it.",
      points: [
        "Operations and support teams buried in repetitive text work such as ticket triage, summaries or document checks.",
        "Product companies deciding whether an AI feature belongs on their roadmap and what it would cost to run.",
        "Leadership teams that want an independent view before signing a large contract with an AI vendor.",
        "Small engineering teams without a data scientist who want to learn by building alongside specialists.",
      ],
    },
    deliverables: [
      {
        title: "Opportunity map",
        desc: "A ranked list of candidate use cases with the expected saving, the data each needs and its risks, so you can see why the top one is on top.",
      },
      {
        title: "Working pilot",
        desc: "A prototype running on your own data and infrastructure, built in your repository with your engineers rather than shown as a demo on our laptops.",
      },
      {
        title: "Evaluation report",
        desc: "Accuracy, cost per request and time saved, measured against a baseline you agreed to before the pilot began.",
      },
      {
        title: "Adoption plan",
        desc: "What running the pilot in production takes: monitoring, a data protection review, training for its users and a budget.",
      },
    ],
    steps: [
      {
        title: "Discovery interviews",
        desc: "Over the first two weeks we sit with the people who do the work, collect sample data and write down how success will be measured.",
      },
      {
        title: "Use-case selection",
        desc: "We score each idea on value, feasibility and risk, present the ranking, and agree on one pilot with a named owner on your side.",
      },
      {
        title: "Pilot build",
        desc: "For four to six weeks we build in short iterations, demonstrating progress every Friday and testing against real examples from your archive.",
      },
      {
        title: "Review and handover",
        desc: "We compare the result with the baseline, hand over code and documentation, and recommend whether to scale, adjust or stop.",
      },
    ],
    faq: [
      {
        question: "Do we need our own data scientists?",
        answer:
          "You do not. We bring the machine learning experience and ask for one engineer who knows your systems and one person who owns the business process. Both learn the method as we go, which is the point.",
      },
      {
        question: "Which AI models and vendors do you use?",
        answer:
          "Whichever fit the task, your budget and your data rules. No vendor pays us, and we often compare a hosted model with a smaller open model you could run yourself before recommending either.",
      },
      {
        question: "What happens to our confidential data?",
        answer:
          "It stays in systems you control. We sign a confidentiality agreement, work inside your cloud account or on approved machines, and never use your data to train models for anyone else.",
      },
      {
        question: "What if the pilot does not work?",
        answer:
          "Then you learn that in weeks instead of after a year-long project. The evaluation report explains what failed and why, and a well-documented “no” is a result you can act on.",
      },
    ],
    cta: {
      title: "Plan your first AI pilot",
      text: "Tell us which process costs your team the most time. We will reply with questions and an honest view of whether AI can help.",
    },
    related: ["tech-briefings", "consulting", "training"],
  },

  "motivational-workshops": {
    description:
      "Half-day motivational workshops that help tech teams rebuild a learning habit, with practical exercises and a personal plan for everyone.",
    facts: [
      { label: "Length", value: "Half a day (3.5 hours)" },
      { label: "Group size", value: "8–30 people" },
      { label: "Format", value: "On-site or live online" },
    ],
    whatItIs: [
      "Our Motivational Workshops are practical sessions about the hardest part of a career in technology: keeping up without burning out. There are no slogans and no fire walks. Participants look at how they actually learn today, why good intentions fade after a week, and which small routines survive a busy sprint.",
      "The programme draws on research into habit formation and deliberate practice, and on our experience of teaching developers at every stage. Everyone leaves with a written learning plan sized to fit between meetings, and the team leaves with a shared way to support it.",
    ],
    audience: {
      intro: "The workshop is designed for groups who work together and want to grow together.",
      points: [
        "Engineering teams after a reorganisation, a long crunch or a change of technology stack.",
        "Graduate and apprentice cohorts starting their first developer jobs.",
        "Learning and development leads looking for a session engineers will not roll their eyes at.",
        "Conference and meetup organisers who want an interactive slot instead of another talk.",
      ],
    },
    deliverables: [
      {
        title: "A facilitated session",
        desc: "Short talks alternate with pair and small-group exercises, so people spend most of the time doing rather than listening.",
      },
      {
        title: "Personal learning plans",
        desc: "Each participant drafts a 90-day plan with one goal, a weekly time box and a visible way to track progress.",
      },
      {
        title: "Workbook and slides",
        desc: "A printable workbook and the slide deck, licensed for internal reuse, so the ideas can be revisited months later.",
      },
      {
        title: "Follow-up check-in",
        desc: "A 45-minute online session four weeks on to review which habits stuck and adjust the plans that did not.",
      },
    ],
    steps: [
      {
        title: "Briefing call",
        desc: "We talk with the organiser about the group, its recent history and what a good outcome would look like.",
      },
      {
        title: "Tailoring",
        desc: "We adapt examples and exercises to your stack and roles, and send participants a five-minute survey beforehand.",
      },
      {
        title: "Workshop day",
        desc: "Two facilitators run the session, keep the energy up and make sure quieter voices are heard as well as confident ones.",
      },
      {
        title: "Four-week follow-up",
        desc: "We reconvene online, share anonymised survey results with the organiser and suggest sensible next steps.",
      },
    ],
    faq: [
      {
        question: "Is this a motivational speech?",
        answer:
          "Only a small part of it is. There is a short talk, but most of the time goes to exercises. People practise planning, reflecting and giving each other feedback on real learning goals.",
      },
      {
        question: "Can we run it online?",
        answer:
          "It works well online too. The online version uses breakout rooms and a shared whiteboard, and we split it into two parts of 105 minutes so screen fatigue does not win.",
      },
      {
        question: "What if people attend because they were told to?",
        answer:
          "That happens often. We open by asking what participants want from their work, and nobody is ever asked to share more than they are comfortable with.",
      },
    ],
    cta: {
      title: "Book a workshop for your team",
      text: "Tell us about your group and the dates you have in mind, and we will suggest a format that fits.",
    },
    related: ["coaching", "training", "tech-briefings"],
  },

  "tech-briefings": {
    description:
      "One-hour, vendor-neutral briefings that explain a new technology to leaders: what it does, what it costs and what to decide next.",
    facts: [
      { label: "Length", value: "60 minutes, including questions" },
      { label: "Audience", value: "Up to 15 decision makers" },
      { label: "Format", value: "Live, online or in your office" },
    ],
    whatItIs: [
      "A Tech Briefing is a prepared, one-hour session on a single technology your leadership needs to understand, such as retrieval-augmented generation, passkeys, WebAssembly or platform engineering. We explain it in business terms, show a short live demonstration and finish with the decisions it puts in front of you.",
      "Briefings are vendor-neutral. We do not sell the technology we explain, we name the trade-offs that sales decks leave out, and we say so when the sensible choice is to wait a year.",
    ],
    audience: {
      intro: "Briefings are written for people who decide about technology without building it every day.",
      points: [
        "Executives and board members who want to ask sharper questions of their technology teams.",
        "Product managers preparing a roadmap that depends on an unfamiliar platform.",
        "Procurement and legal teams reviewing a contract that mentions AI, cloud or open-source components.",
        "Investors doing technical due diligence on a company's core stack.",
      ],
    },
    deliverables: [
      {
        title: "A tailored briefing",
        desc: "An hour on the topic you choose, illustrated with examples from your industry rather than generic case studies.",
      },
      {
        title: "A live demonstration",
        desc: "A short working example, built for the session and run in the browser, that makes the technology concrete.",
      },
      {
        title: "A two-page summary",
        desc: "Key points, costs, risks and open questions in a document you can forward to anyone who missed the session.",
      },
      {
        title: "Question follow-up",
        desc: "Written answers to questions we could not settle live, sent within three working days.",
      },
    ],
    steps: [
      {
        title: "Topic and questions",
        desc: "You name the technology and the decisions it affects; attendees receive a short questionnaire about what they already know.",
      },
      {
        title: "Research and preparation",
        desc: "Over one to two weeks we prepare the briefing and demonstration and share an outline for your comments.",
      },
      {
        title: "The briefing",
        desc: "We present for about forty minutes and keep at least twenty for questions and discussion.",
      },
      {
        title: "Summary and answers",
        desc: "Within three working days you receive the summary and written answers to anything left open.",
      },
    ],
    faq: [
      {
        question: "Which topics can you brief on?",
        answer:
          "Anything our editors and engineers work with: AI models and agents, changes to the web platform, cloud and container platforms, security practice, mobile strategy and developer tooling. If a topic is outside our expertise, we say so and suggest someone better placed.",
      },
      {
        question: "Can several briefings form a series?",
        answer:
          "Many do. Some clients book a quarterly briefing to keep their leadership current, and we keep a running glossary so each session builds on the last.",
      },
      {
        question: "Do you record the session?",
        answer:
          "Only if you ask and everyone attending agrees. In our experience the two-page summary is a more useful record than an hour of video.",
      },
    ],
    cta: {
      title: "Request a tech briefing",
      text: "Name the technology you need to understand and the decision you face; we will propose a date and an outline.",
    },
    related: ["ai-consulting", "consulting", "motivational-workshops"],
  },

  coaching: {
    description:
      "Six one-to-one career coaching sessions with a senior engineer, for developers starting out, switching fields or aiming for senior roles.",
    facts: [
      { label: "Length", value: "Six 60-minute sessions over 12 weeks" },
      { label: "Format", value: "One to one, by video call" },
      { label: "Coach", value: "A practising senior engineer" },
    ],
    whatItIs: [
      "Career Coaching pairs you with a senior engineer who has hired, mentored and been hired in the kind of role you are aiming for. Over six sessions you set one concrete goal, turn it into a plan with weekly steps, and get honest feedback on what decides applications: your portfolio, your CV and how you explain your work in an interview.",
      "Between sessions you do the work and your coach reviews it asynchronously. Twelve weeks is long enough to finish a portfolio project and short enough to keep a sense of urgency.",
    ],
    audience: {
      intro: "Coaching is for individual developers at a turning point.",
      points: [
        "Self-taught learners and bootcamp graduates looking for their first developer job.",
        "People moving into engineering from another field, such as design, teaching or customer support.",
        "Mid-level engineers preparing for a senior, staff or team lead role.",
        "Web developers who want to move into AI engineering and need a realistic learning path.",
      ],
    },
    deliverables: [
      {
        title: "A written career plan",
        desc: "Your goal, the skills gap between you and it, and a week-by-week plan to close that gap.",
      },
      {
        title: "Portfolio review",
        desc: "Detailed feedback on one or two projects, with changes that make them read like professional work.",
      },
      {
        title: "Mock interviews",
        desc: "Two practice interviews, one technical and one behavioural, each followed by written notes on what to improve.",
      },
      {
        title: "CV and profile edit",
        desc: "A rewritten CV and profile summary that lead with outcomes instead of lists of tools.",
      },
    ],
    steps: [
      {
        title: "Goal session",
        desc: "We agree on one specific goal with a date, and name the gaps that stand between you and it.",
      },
      {
        title: "Plan and portfolio",
        desc: "Sessions two and three shape your plan and choose or improve the projects that will show your skills.",
      },
      {
        title: "Practice",
        desc: "Sessions four and five are mock interviews and CV work, with feedback you can act on the same week.",
      },
      {
        title: "Review and next steps",
        desc: "The final session measures progress against the goal and sets a plan for the months after coaching ends.",
      },
    ],
    faq: [
      {
        question: "Do you guarantee a job?",
        answer:
          "No honest coach can. What we promise is preparation: a clear plan, a stronger portfolio and interview practice with someone who has sat on the other side of the table.",
      },
      {
        question: "How much time do I need between sessions?",
        answer:
          "Plan for five to eight hours a week. Most of it goes into the project or practice your plan sets; coaching makes sure those hours point in the right direction.",
      },
      {
        question: "Can my employer pay for coaching?",
        answer:
          "Yes, many learning budgets cover it. We can invoice your company, and what you discuss in sessions stays between you and your coach unless you choose to share it.",
      },
      {
        question: "Who are the coaches?",
        answer:
          "Practising engineers with at least eight years of experience and a record of mentoring. We match you by the role you are aiming for, not by whoever has a free slot.",
      },
    ],
    cta: {
      title: "Start coaching",
      text: "Tell us where you are now and where you want to be; we will match you with a coach and suggest a start date.",
    },
    related: ["motivational-workshops", "training", "tech-briefings"],
  },

  consulting: {
    description:
      "Technology consulting by senior engineers: architecture reviews, delivery assessments and a prioritised roadmap your team can carry out.",
    facts: [
      { label: "Typical length", value: "3–6 weeks" },
      { label: "Format", value: "Remote, with optional on-site days" },
      { label: "Team", value: "One or two senior engineers" },
    ],
    whatItIs: [
      "Technology Consulting is an outside review of how your software is built and delivered. A senior engineer reads your code, architecture diagrams and incident history, interviews the team, and measures what slows you down, from build times to the number of manual steps needed to release a change.",
      "The result is not a stack of slides. You receive a written assessment that ranks problems by their cost to the business, proposes a fix for each and explains the reasoning, so your own engineers can challenge it or carry it out.",
    ],
    audience: {
      intro: "Consulting helps teams whose software has grown faster than its foundations.",
      points: [
        "Start-ups preparing to scale after finding product–market fit.",
        "Companies with a legacy system that every release seems to break.",
        "CTOs who want a second opinion before a rewrite, a migration or a major hire.",
        "Teams facing a security or accessibility audit and unsure where they stand.",
      ],
    },
    deliverables: [
      {
        title: "Architecture review",
        desc: "Diagrams of how the system really works today, with its weak points marked and explained.",
      },
      {
        title: "Delivery metrics",
        desc: "Deployment frequency, lead time, change failure rate and time to restore, measured from your own tools.",
      },
      {
        title: "Prioritised roadmap",
        desc: "Recommendations ordered by impact and effort, each with a rough estimate and a suggested owner.",
      },
      {
        title: "Team workshop",
        desc: "A closing half-day in which we walk through the findings and plan the first steps with your engineers.",
      },
    ],
    steps: [
      {
        title: "Scoping call",
        desc: "We agree on the questions the review must answer and which systems are in scope.",
      },
      {
        title: "Access and reading",
        desc: "With read-only access to repositories, dashboards and documentation, we study the system before interviewing anyone.",
      },
      {
        title: "Interviews and measurement",
        desc: "We talk with engineering, product and operations staff and collect delivery metrics from your pipeline.",
      },
      {
        title: "Report and workshop",
        desc: "We present the written assessment, discuss it with the team and agree which recommendations to start with.",
      },
    ],
    faq: [
      {
        question: "Will you tell us to rewrite everything?",
        answer:
          "Rarely, and only when the evidence demands it. Most systems improve faster through targeted changes than through a rewrite, and the report explains which path we recommend and why.",
      },
      {
        question: "What access do you need?",
        answer:
          "Read-only access to code, CI and monitoring is usually enough. We work under a confidentiality agreement and remove our access when the engagement ends.",
      },
      {
        question: "Can you help implement the recommendations?",
        answer:
          "Yes, through our development or support services, but there is no obligation. The report is written so your own team can act on it without us.",
      },
    ],
    cta: {
      title: "Get an outside view of your system",
      text: "Describe the system and the problem that worries you most; we will propose a scope and a timeline for a review.",
    },
    related: ["development", "support", "ai-consulting"],
  },

  development: {
    description:
      "Website and web app development that is fast, accessible and tested, with documentation and a clean handover to your own developers.",
    facts: [
      { label: "Typical length", value: "8–16 weeks" },
      { label: "Stack", value: "React, TypeScript and web standards" },
      { label: "Handover", value: "Code, tests and documentation" },
    ],
    whatItIs: [
      "Our Web Development service builds websites and web applications from a first sketch to a production release. We favour the web platform's own features, prerendered or server-rendered pages, and JavaScript only where it earns its place, because that keeps a site fast on a mid-range phone with a weak signal.",
      "Accessibility and performance are part of the definition of done. Every page is checked with a keyboard and a screen reader, every release is measured against Core Web Vitals, and automated tests guard the journeys your users depend on.",
    ],
    audience: {
      intro: "We build for organisations that want a site they own and can keep improving.",
      points: [
        "Publishers and content businesses whose pages must load quickly and rank well in search.",
        "Start-ups that need a production-quality first version of a web app.",
        "Non-profits and public bodies that must meet accessibility requirements such as WCAG 2.2 AA.",
        "Companies replacing an ageing site built on a theme or platform they can no longer change.",
      ],
    },
    deliverables: [
      {
        title: "A production site or app",
        desc: "Deployed to your hosting under your domain, with monitoring and a release pipeline in place.",
      },
      {
        title: "Automated tests",
        desc: "Unit and end-to-end tests covering the journeys that matter, run on every change.",
      },
      {
        title: "Accessibility report",
        desc: "Results of automated and manual checks against WCAG 2.2 AA, with any known exceptions listed openly.",
      },
      {
        title: "Documentation and handover",
        desc: "Architecture notes, a setup guide and two handover sessions with your developers.",
      },
    ],
    steps: [
      {
        title: "Discovery",
        desc: "We agree on goals, users and scope, and turn them into a short specification with acceptance criteria.",
      },
      {
        title: "Design and prototype",
        desc: "A clickable prototype tests the main journeys before any production code is written.",
      },
      {
        title: "Build in iterations",
        desc: "Every two weeks we ship a working increment to a preview environment you can try for yourself.",
      },
      {
        title: "Launch and handover",
        desc: "We launch, watch the first weeks in production, then hand over code, documentation and knowledge.",
      },
    ],
    faq: [
      {
        question: "Which technologies do you use?",
        answer:
          "Usually React with TypeScript, prerendering or server rendering, and standard CSS. If your team already works with another framework, we build in that so they can maintain the result.",
      },
      {
        question: "Who owns the code?",
        answer:
          "You do, from the first commit. The repository lives in your account, and there are no licence fees or proprietary components that tie you to us.",
      },
      {
        question: "Can you work with our designers?",
        answer:
          "Gladly. We can build from your design files, or our design service can produce them; either way, designers and developers review the work together every sprint.",
      },
      {
        question: "What happens after launch?",
        answer:
          "The first month of fixes is included. After that you can maintain the site yourselves or move to our maintenance and support plan.",
      },
    ],
    cta: {
      title: "Start a web project",
      text: "Share what you want to build and when you need it; we will reply with questions and a first estimate.",
    },
    related: ["design", "support", "consulting"],
  },

  design: {
    description:
      "UX and UI design grounded in user research: tested prototypes, accessible interfaces and a component library developers can build from.",
    facts: [
      { label: "Typical length", value: "4–10 weeks" },
      { label: "Methods", value: "Interviews, usability tests, prototyping" },
      { label: "Output", value: "Editable prototype and component library" },
    ],
    whatItIs: [
      "UX & UI Design covers the work between an idea and an interface people understand at first glance. We begin by learning how your users think about the task, through interviews and a review of analytics or support tickets, then sketch, prototype and test until the main journeys feel obvious.",
      "Visual design follows structure. Once the flows work, we define type, colour, spacing and components as a small design system, with contrast and focus states checked so the interface works for people with low vision and for those who navigate by keyboard.",
    ],
    audience: {
      intro: "Design engagements suit teams who suspect their product could be much clearer.",
      points: [
        "Products with good features that users fail to discover or misunderstand.",
        "Teams starting a new product who want to test ideas before paying to build them.",
        "Developers who need a consistent component library instead of one-off screens.",
        "Organisations preparing for an accessibility audit of their interface.",
      ],
    },
    deliverables: [
      {
        title: "Research summary",
        desc: "What we learned from users, with quotes, and problems ranked by how often and how badly they occur.",
      },
      {
        title: "Tested prototype",
        desc: "A clickable prototype of the key journeys, revised after at least two rounds of usability testing.",
      },
      {
        title: "Component library",
        desc: "Buttons, forms, navigation and content patterns with their states, spacing and usage notes.",
      },
      {
        title: "Accessibility annotations",
        desc: "Headings, focus order, labels and contrast documented on every screen for the developers who build it.",
      },
    ],
    steps: [
      {
        title: "Research",
        desc: "We interview five to eight users and review existing data to understand their goals and frustrations.",
      },
      {
        title: "Flows and wireframes",
        desc: "We map the journeys and sketch low-fidelity screens to agree on structure before style.",
      },
      {
        title: "Prototype and test",
        desc: "We build a realistic prototype, watch users try it and change whatever confuses them.",
      },
      {
        title: "Design system and handover",
        desc: "We finish the visual design, document the components and walk your developers through them.",
      },
    ],
    faq: [
      {
        question: "Do we need to recruit the test participants?",
        answer:
          "We can recruit them for you or work with customers you introduce. Five well-chosen people usually reveal most of the serious problems in a flow.",
      },
      {
        question: "Which design tools do you use?",
        answer:
          "Mainstream tools such as Figma, and we hand over files your team can edit. For teams that work code-first, we can deliver the component library as a coded prototype instead.",
      },
      {
        question: "How do you handle our existing brand?",
        answer:
          "We work within it. If brand colours fail contrast checks on screen, we propose accessible variations rather than ignoring the guidelines.",
      },
    ],
    cta: {
      title: "Make your interface clearer",
      text: "Tell us about your product and the journeys users struggle with; we will suggest a research and design plan.",
    },
    related: ["development", "marketing", "consulting"],
  },

  support: {
    description:
      "Monthly maintenance and support for live websites: security updates, monitoring, performance checks and fixes within agreed response times.",
    facts: [
      { label: "Term", value: "Monthly, with 30 days' notice to cancel" },
      { label: "Response", value: "Next working day; 4 hours for outages" },
      { label: "Reporting", value: "A monthly summary of every change" },
    ],
    whatItIs: [
      "Maintenance & Support is an ongoing plan for a website or web app that is already live. Each month we update frameworks and dependencies, apply security patches, review error logs and performance, and fix problems we find before your users report them.",
      "When something does break, you have a named engineer who already knows your system, agreed response times and one clear way to report the issue. Small improvements, such as a new page template or a change to a form, come out of a monthly allowance of hours.",
    ],
    audience: {
      intro: "Support plans fit organisations that depend on a site but have no developer free to look after it.",
      points: [
        "Small businesses whose website was built by an agency that has since moved on.",
        "Content teams who publish daily and cannot afford an afternoon of downtime.",
        "Internal tools that are business-critical but no longer have an active development team.",
        "Products we built ourselves, continuing once the launch period is over.",
      ],
    },
    deliverables: [
      {
        title: "Updates and patches",
        desc: "Dependencies, frameworks and server software kept current, always tested in a staging environment first.",
      },
      {
        title: "Monitoring",
        desc: "Uptime checks, error tracking and performance measurements, with alerts that reach a person.",
      },
      {
        title: "Fixes within agreed times",
        desc: "A response by the next working day for ordinary issues and within four hours for outages.",
      },
      {
        title: "Monthly report",
        desc: "What changed, what we fixed, how the site performed and what we recommend doing next.",
      },
    ],
    steps: [
      {
        title: "Health check",
        desc: "We audit the site, its hosting, dependencies and backups, and fix anything urgent first.",
      },
      {
        title: "Onboarding",
        desc: "We set up monitoring, document how the system is deployed and agree how you report issues.",
      },
      {
        title: "Monthly care",
        desc: "Updates, checks and small improvements happen on a regular schedule you can see.",
      },
      {
        title: "Quarterly review",
        desc: "Every three months we look at trends together and plan larger work when it is needed.",
      },
    ],
    faq: [
      {
        question: "Can you support a site you did not build?",
        answer:
          "Yes, after the initial health check. If the site has serious problems, we tell you before the plan starts, together with what fixing them would cost.",
      },
      {
        question: "What counts as an outage?",
        answer:
          "The site, or a core function such as checkout or sign-in, is unavailable to most users. Outages receive the four-hour response throughout business days.",
      },
      {
        question: "Do unused hours carry over?",
        answer: "Up to one month's allowance carries over, so a quiet month can pay for a larger improvement later.",
      },
    ],
    cta: {
      title: "Put your site in safe hands",
      text: "Send us your site's address and what it runs on; we will start with a health check and a proposal.",
    },
    related: ["development", "consulting", "marketing"],
  },

  marketing: {
    description:
      "Digital marketing for technical products: content strategy, technical SEO and honest measurement that reach developers and engineering buyers.",
    facts: [
      { label: "Initial plan", value: "Three months" },
      { label: "Focus", value: "Content, search and measurement" },
      { label: "Team", value: "An editor, a writer and an SEO engineer" },
    ],
    whatItIs: [
      "Our Digital Marketing service is built for products whose buyers are engineers or technical leaders. That audience ignores hype and searches for answers, so the strategy centres on content that teaches: tutorials, comparisons, migration guides and documentation that rank because they are genuinely useful.",
      "We pair the writing with technical SEO, fixing the structured data, page speed, internal linking and crawl problems that stop good pages from being found, and we measure results with privacy-respecting analytics that count visits without following people around the web.",
    ],
    audience: {
      intro: "This service suits technical companies with a good product and a quiet website.",
      points: [
        "Developer-tool and API companies that need tutorials and documentation people can find.",
        "B2B software firms selling to IT and engineering teams.",
        "Open-source projects with a commercial offering that want more users to discover them.",
        "Agencies looking for a technical content partner for their clients.",
      ],
    },
    deliverables: [
      {
        title: "Content strategy",
        desc: "The questions your buyers search for, mapped to the pages you have and the ones you still need.",
      },
      {
        title: "Published content",
        desc: "Articles and guides written by people who code, and checked for accuracy by your engineers.",
      },
      {
        title: "Technical SEO fixes",
        desc: "Metadata, structured data, sitemaps and performance issues found, then fixed or documented for your team.",
      },
      {
        title: "Measurement dashboard",
        desc: "The visits, sign-ups and enquiries each piece of content brings, reviewed with you monthly.",
      },
    ],
    steps: [
      {
        title: "Audit",
        desc: "We review your site, your competitors and the searches that bring qualified visitors today.",
      },
      {
        title: "Strategy",
        desc: "We agree on audiences, topics and a publishing calendar for the first three months.",
      },
      {
        title: "Create and publish",
        desc: "We write, edit and publish on schedule, with your engineers reviewing technical accuracy.",
      },
      {
        title: "Measure and adjust",
        desc: "Each month we report results and move effort towards the topics that bring the right readers.",
      },
    ],
    faq: [
      {
        question: "Do you run paid advertising?",
        answer:
          "We do not. We focus on content and search, which keep working after a budget stops. If paid campaigns suit you, we are happy to recommend specialists.",
      },
      {
        question: "How soon will we see results?",
        answer:
          "Technical fixes can show within weeks; new content usually takes three to six months to rank. From the first month we report early signals such as pages indexed and search impressions.",
      },
      {
        question: "Who writes the content?",
        answer:
          "Writers with development experience, edited by our editorial team. Your engineers review drafts for accuracy, which usually takes them under an hour per article.",
      },
    ],
    cta: {
      title: "Grow your technical audience",
      text: "Tell us about your product and who buys it; we will come back with first ideas and an audit proposal.",
    },
    related: ["design", "development", "tech-briefings"],
  },

  training: {
    description:
      "Hands-on team training in React, TypeScript, accessibility, testing and practical AI, built around exercises in your own codebase.",
    facts: [
      { label: "Length", value: "2–5 days, or weekly sessions" },
      { label: "Group size", value: "6–16 developers" },
      { label: "Format", value: "On-site or live online" },
    ],
    whatItIs: [
      "Team Training brings our course material to your developers as a live, hands-on programme. Choose a track, such as modern React, TypeScript, web accessibility, automated testing or building with language models, and we adapt its exercises to your codebase so the skills transfer on Monday morning.",
      "Our trainers are practising engineers, not presenters reading slides. Roughly two thirds of every day is spent writing code, with the trainer reviewing work, answering questions and explaining the reasoning behind each technique.",
    ],
    audience: {
      intro: "Training works best for teams adopting a technology together.",
      points: [
        "Teams migrating to React, TypeScript or a new approach to testing.",
        "Organisations that need their developers to meet accessibility requirements.",
        "Engineering groups starting to build features on AI models and APIs.",
        "Companies onboarding several junior developers at once.",
      ],
    },
    deliverables: [
      {
        title: "A tailored curriculum",
        desc: "Topics and exercises chosen after a skills survey, so no time goes on what people already know.",
      },
      {
        title: "Live, hands-on sessions",
        desc: "Guided exercises in a realistic project, with a trainer reviewing code as it is written.",
      },
      {
        title: "A team project",
        desc: "A small feature built during the course that the team can keep, extend and learn from.",
      },
      {
        title: "Materials and recordings",
        desc: "Slides, exercises and solutions, plus recordings of the demonstrations for online courses.",
      },
    ],
    steps: [
      {
        title: "Skills survey",
        desc: "Participants answer a short survey and we read a sample of your code to find the right starting level.",
      },
      {
        title: "Curriculum design",
        desc: "We propose a syllabus and timetable, then adjust both with your team lead.",
      },
      {
        title: "Training days",
        desc: "We run the sessions, adapting pace and depth as we see how the group works.",
      },
      {
        title: "Follow-up review",
        desc: "Two weeks later we review code the team wrote after the course and answer new questions.",
      },
    ],
    faq: [
      {
        question: "Can you train on our own codebase?",
        answer:
          "Yes, and we recommend it. With a confidentiality agreement in place we use a copy of your repository for the exercises; otherwise we bring a realistic sample project.",
      },
      {
        question: "Do participants get certificates?",
        answer:
          "Everyone who completes the course receives a certificate of attendance listing the topics covered. We do not pretend it is an industry qualification.",
      },
      {
        question: "What experience do people need?",
        answer:
          "Each track states its prerequisites, and most assume working knowledge of JavaScript. The skills survey tells us whether the group needs a short refresher first.",
      },
      {
        question: "Can people from different teams join one course?",
        answer:
          "Yes, up to sixteen people in total. Mixed groups work well when they share a technology, even if they work on different products.",
      },
    ],
    cta: {
      title: "Train your team",
      text: "Tell us which skills your team needs and how many people would join; we will suggest a track and dates.",
    },
    related: ["coaching", "development", "motivational-workshops"],
  },
} as const satisfies Record<ServiceSlug, ServicePage>;
