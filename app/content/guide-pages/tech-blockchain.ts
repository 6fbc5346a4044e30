import type { GuideBody } from "./types.ts";

export const techBlockchain: GuideBody = {
  description:
    "Blockchain explained honestly: distributed ledgers, consensus, smart contracts and wallets, with a checklist for when a database is better.",
  overview: [
    "A blockchain is a shared, append-only ledger kept by many independent computers. Transactions are grouped into blocks, and each block contains a cryptographic hash of the one before it, so changing an old record would change every later block and be rejected by the other participants. The result is a history that no single operator can quietly rewrite.",
    "That property is valuable when several parties who do not fully trust each other need a common record, and an expensive luxury when they do. Public blockchains pay for their openness with limited throughput, transaction fees and the need for participants to agree through a consensus mechanism. Permissioned ledgers restrict who can take part, which makes them faster but brings them closer to a shared database.",
    "This guide explains the core ideas and offers a checklist for deciding whether a project needs a blockchain at all.",
  ],
  concepts: [
    {
      term: "Distributed ledger",
      definition:
        "A record replicated across many nodes that agree on its contents, instead of being held by one central authority.",
    },
    {
      term: "Consensus",
      definition:
        "The rules by which nodes agree on the next block. Proof of work spends computation; proof of stake selects validators in proportion to the tokens they lock up and uses far less energy.",
    },
    {
      term: "Smart contract",
      definition:
        "A program stored on a blockchain that runs exactly as written whenever it is called. Its code is public and hard to change, so a bug can be very costly.",
    },
    {
      term: "Wallets and keys",
      definition:
        "A wallet manages the private keys that authorise transactions. Whoever holds a key controls the assets, and a lost key usually cannot be recovered.",
    },
    {
      term: "Layer 2",
      definition:
        "Systems built on top of a main chain that process transactions in batches or off-chain and then settle on the main chain, lowering fees and raising speed.",
    },
  ],
  practices: [
    {
      title: "Ask whether you need one",
      desc: "If a single trusted organisation can run the system, a conventional database is faster, cheaper and easier to change. Reach for a ledger only when no party should control the record.",
    },
    {
      title: "Audit smart contracts",
      desc: "Use well-tested libraries, write thorough tests and have contracts reviewed by independent auditors before they hold any value.",
    },
    {
      title: "Keep personal data off-chain",
      desc: "Records on a public chain cannot be deleted, which conflicts with privacy rights such as erasure. Store personal data elsewhere and put only proofs on the chain.",
    },
    {
      title: "Design key recovery",
      desc: "Plan how users recover from lost keys, for example with multi-signature or social recovery wallets.",
    },
  ],
  mistakes: [
    {
      title: "Blockchain for its own sake",
      desc: "Many projects add a chain where a shared database with an audit log would do the job better.",
    },
    {
      title: "Assuming on-chain means true",
      desc: "A blockchain guarantees that a record has not been altered since it was written, not that it was correct when it was entered. Real-world data still needs trustworthy inputs.",
    },
    {
      title: "Underestimating fees and throughput",
      desc: "Fees on public chains rise with demand and throughput is limited. Model your costs at peak load, not on a quiet day.",
    },
    {
      title: "Treating code as law without review",
      desc: "Immutable contracts amplify mistakes, and several of the largest losses in the field came from a single unchecked function.",
    },
  ],
  furtherReading: [
    { href: "/tech/security", title: "Cybersecurity", desc: "Key management and attack surfaces beyond the chain." },
    { href: "/webdev/database", title: "Database Management", desc: "What a conventional database already guarantees." },
    {
      href: "/blog/webassembly-beyond-the-browser",
      title: "WebAssembly Beyond the Browser",
      desc: "The runtime several blockchains use for smart contracts.",
    },
    { href: "/tech/cloud", title: "Cloud Computing", desc: "Where most blockchain nodes actually run." },
  ],
};
