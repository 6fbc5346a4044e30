import type { GuideBody } from "./types.ts";

export const techSecurity: GuideBody = {
  description:
    "Cybersecurity for web developers: the common attacks on real sites, from injection to stolen passwords, and the habits and headers that stop them.",
  overview: [
    "Most security incidents are not the work of film-style hackers breaking clever encryption. They start with ordinary weaknesses: a password reused from a breached site, a dependency with a known vulnerability left unpatched for months, an API that forgets to check whether a user may see a record, or a form that passes input straight into a database query.",
    "That is good news, because ordinary weaknesses have well-known defences. The OWASP Top 10 lists the most common categories of web application risk, and most are prevented by the same habits: validate input, encode output, check authorisation on every request, keep software updated and give each component the least access it needs.",
    "Security is a property of the whole system, people included. Multi-factor authentication, a clear way to report problems and a rehearsed plan for incidents matter as much as code.",
  ],
  concepts: [
    {
      term: "Injection",
      definition:
        "Untrusted input treated as code, for example SQL built by joining strings. Parameterised queries and safe APIs keep data and commands apart.",
    },
    {
      term: "Cross-site scripting (XSS)",
      definition:
        "An attacker's script running in another user's browser because a page displayed input without encoding it. Framework escaping and a Content Security Policy are the main defences.",
    },
    {
      term: "Broken access control",
      definition:
        "Users reaching data or actions they should not, often simply by changing an ID in a URL. Check permissions on the server for every request.",
    },
    {
      term: "Multi-factor authentication (MFA)",
      definition:
        "A second proof of identity, such as an authenticator app or a passkey, so that a stolen password alone is not enough to get in.",
    },
    {
      term: "Supply-chain risk",
      definition:
        "Vulnerable or malicious code arriving through dependencies. Lock files, automated update tools and vulnerability scanning reduce it.",
    },
  ],
  practices: [
    {
      title: "Set secure defaults and headers",
      desc: "Serve everything over HTTPS with HSTS, add a Content Security Policy, and mark cookies Secure, HttpOnly and SameSite.",
    },
    {
      title: "Patch continuously",
      desc: "Use automated dependency updates and apply security releases within days rather than quarters.",
    },
    {
      title: "Store passwords properly",
      desc: "Hash passwords with a slow, salted algorithm such as Argon2 or bcrypt, and offer passkeys where you can.",
    },
    {
      title: "Log and monitor",
      desc: "Record sign-ins, permission failures and admin actions, and alert on unusual patterns.",
    },
    {
      title: "Practise least privilege",
      desc: "Give services, API keys and people only the access they need, and rotate secrets regularly.",
    },
  ],
  mistakes: [
    {
      title: "Trusting client-side validation",
      desc: "Checks in the browser improve usability, but anyone can bypass them. Validate again on the server.",
    },
    {
      title: "Secrets in the repository",
      desc: "API keys committed to Git spread to every clone and fork. Use a secret manager and scan commits for keys.",
    },
    {
      title: "Detailed errors in production",
      desc: "Stack traces and database messages help attackers map your system. Show users a plain message and log the details privately.",
    },
    {
      title: "No plan for incidents",
      desc: "Decide in advance who leads, how to contain the damage and how to tell affected users.",
    },
  ],
  furtherReading: [
    { href: "/webdev/backend", title: "Backend Development", desc: "Where validation, authorisation and secrets live." },
    { href: "/tech/cloud", title: "Cloud Computing", desc: "Securing the infrastructure your application runs on." },
    { href: "/ai/chatbots", title: "Chatbots", desc: "Prompt injection and other risks of AI features." },
    { href: "/webdev/versioncontrol", title: "Version Control", desc: "Review every change and keep secrets out of history." },
  ],
};
