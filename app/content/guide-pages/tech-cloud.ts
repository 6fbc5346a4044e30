import type { GuideBody } from "./types.ts";

export const techCloud: GuideBody = {
  description:
    "Cloud computing without the jargon: virtual machines, containers and Kubernetes, serverless functions, managed services and cost control.",
  overview: [
    "Cloud computing means renting computing resources (servers, storage, databases and networks) from a provider and paying for what you use. Instead of buying hardware months in advance, you create resources in minutes through a console or code and remove them when you are done.",
    "Every major provider offers the same building blocks under different names. Virtual machines give you a whole server to manage. Containers package an application with its dependencies, and an orchestrator such as Kubernetes schedules many containers across machines, restarts them when they fail and scales them with demand. Serverless functions go further: you upload code and the provider runs it only when a request arrives.",
    "The more the provider manages, the less you operate and the less you can customise. Good cloud architecture picks the most managed option that still meets your needs, and keeps an eye on the bill.",
  ],
  concepts: [
    {
      term: "IaaS, PaaS and SaaS",
      definition:
        "Infrastructure as a service rents raw machines and networks; platform as a service runs your code for you; software as a service is a finished application you simply sign in to.",
    },
    {
      term: "Container images",
      definition:
        "An image is an application packaged with its dependencies; a container is a running instance of it. An image is built once and runs identically everywhere.",
    },
    {
      term: "Kubernetes",
      definition:
        "An open-source system that orchestrates containers: it places them on machines, restarts failed ones, balances traffic and rolls out new versions gradually. Managed Kubernetes services run its control plane for you.",
    },
    {
      term: "Serverless functions",
      definition:
        "Short-lived functions that run on demand and are billed per invocation. There are no servers to manage, but watch for cold starts, time limits and provider-specific APIs.",
    },
    {
      term: "Regions and availability zones",
      definition:
        "Providers group data centres into regions, each with several isolated zones. Spreading a service across zones protects it when one facility fails.",
    },
  ],
  practices: [
    {
      title: "Define infrastructure as code",
      desc: "Describe resources in files with a tool such as Terraform or OpenTofu, review changes in pull requests and apply them automatically.",
    },
    {
      title: "Start managed, go lower only when needed",
      desc: "A managed database or container platform saves weeks of operations work. Move to self-managed components only for a clear reason.",
    },
    {
      title: "Tag resources and set budgets",
      desc: "Label everything with its owner and project, and set budget alerts so surprises arrive as an email rather than an invoice.",
    },
    {
      title: "Test your restores",
      desc: "Automated backups are only useful if restoring them works. Practise a restore on a schedule, not during an incident.",
    },
  ],
  mistakes: [
    {
      title: "Lifting and shifting without changes",
      desc: "Moving servers to the cloud unchanged often costs more than running them on site. Right-size machines and use managed services where they fit.",
    },
    {
      title: "Reaching for Kubernetes too early",
      desc: "A small team with one or two services is often better served by a simpler container platform until its scale demands more.",
    },
    {
      title: "Public storage by mistake",
      desc: "Misconfigured storage buckets are a classic source of data leaks. Block public access by default.",
    },
    {
      title: "Leaving resources running",
      desc: "Test environments, old snapshots and idle machines quietly add up. Schedule clean-ups and shut down what nobody uses.",
    },
  ],
  furtherReading: [
    { href: "/webdev/deployment", title: "Deployment and DevOps", desc: "Pipelines and containers from commit to production." },
    { href: "/tech/security", title: "Cybersecurity", desc: "Least privilege and secrets management for cloud accounts." },
    { href: "/webdev/backend", title: "Backend Development", desc: "The services you will be deploying." },
    {
      href: "/blog/webassembly-beyond-the-browser",
      title: "WebAssembly Beyond the Browser",
      desc: "A lightweight alternative to containers at the edge.",
    },
  ],
};
