import type { GuideBody } from "./types.ts";

export const techMobile: GuideBody = {
  description:
    "Mobile development compared: native Swift and Kotlin, cross-platform React Native and Flutter, and installable progressive web apps.",
  overview: [
    "Almost every product eventually needs to reach people on their phones, and there are three broad ways to do it. Native apps are written in Swift for iOS and Kotlin for Android, with full access to each platform. Cross-platform frameworks such as React Native and Flutter share most of their code between the two. Progressive web apps are websites that can be installed, work offline and send notifications without going through an app store.",
    "Each approach gives something up. Native apps offer the best performance and the newest platform features but need two codebases and two skill sets. Cross-platform apps remove much of that duplication and still reach the stores, at the cost of a layer between you and the platform. Web apps have the widest reach and the fastest updates, but some device features are limited or missing, particularly on iOS.",
    "The right choice depends on your team, your budget and how much your app relies on the device itself.",
  ],
  concepts: [
    {
      term: "Native development",
      definition:
        "Building with each platform's own language and UI toolkit: Swift and SwiftUI on iOS, Kotlin and Jetpack Compose on Android.",
    },
    {
      term: "Cross-platform framework",
      definition:
        "A toolkit that produces apps for both platforms from one codebase. React Native drives native components from JavaScript; Flutter draws its own widgets and is written in Dart.",
    },
    {
      term: "Progressive web app (PWA)",
      definition:
        "A web app with a manifest and a service worker, so it can be installed on the home screen, cache content for offline use and receive push notifications.",
    },
    {
      term: "App store review",
      definition:
        "Apple and Google review apps and updates before release. Reviews take time and the rules change, which affects how you plan releases.",
    },
    {
      term: "Over-the-air updates",
      definition:
        "Some cross-platform set-ups can ship new JavaScript bundles without a store release, within the limits the store rules allow.",
    },
  ],
  practices: [
    {
      title: "Decide from device needs",
      desc: "List the features you need, such as camera, Bluetooth, background location or home-screen widgets, and check how well each approach supports them before choosing.",
    },
    {
      title: "Design for touch and small screens",
      desc: "Make touch targets at least 44 by 44 points, keep type readable without zooming and design layouts that work one-handed.",
    },
    {
      title: "Plan for offline and slow networks",
      desc: "Cache what users need, queue their actions and show clear states when the connection drops.",
    },
    {
      title: "Test on real devices",
      desc: "Simulators miss performance, battery and sensor behaviour. Keep a few older, cheaper phones in your test set.",
    },
  ],
  mistakes: [
    {
      title: "Building an app nobody needs to install",
      desc: "If people visit occasionally, a fast responsive website may serve them better than an app they must download first.",
    },
    {
      title: "Treating both platforms as identical",
      desc: "Navigation patterns, permissions and user expectations differ between iOS and Android. Respect each platform's conventions.",
    },
    {
      title: "Ignoring app size and start-up time",
      desc: "Large downloads and slow launches lose users, especially those on limited data plans.",
    },
    {
      title: "Forgetting accessibility",
      desc: "Support dynamic text sizes, the VoiceOver and TalkBack screen readers, and sufficient colour contrast.",
    },
  ],
  furtherReading: [
    { href: "/tech/web-dev", title: "Web Development Trends", desc: "The web platform behind progressive web apps." },
    { href: "/webdev/frontend", title: "Frontend Development", desc: "HTML, CSS and JavaScript skills that carry over to mobile." },
    {
      href: "/blog/react-19-features-in-practice",
      title: "React 19 in Practice: Actions, use() and the Compiler",
      desc: "React knowledge is the way into React Native.",
    },
    { href: "/tech/iot", title: "Internet of Things", desc: "Phones are often the remote control for connected devices." },
  ],
};
