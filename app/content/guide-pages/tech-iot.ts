import type { GuideBody } from "./types.ts";

export const techIot: GuideBody = {
  description:
    "The Internet of Things explained: microcontrollers and sensors, MQTT and Matter, edge computing, power budgets and device security.",
  overview: [
    "The Internet of Things (IoT) is the network of physical devices that sense, act and communicate: thermostats, energy meters, factory sensors, medical wearables and millions of other objects with a small computer inside. A typical system has devices that measure something, a gateway or network that carries the data, a cloud or local service that stores and analyses it, and an app that shows the results and sends commands back.",
    "IoT development combines embedded programming with web and cloud work. Devices often run on microcontrollers with kilobytes of memory and a battery that must last for years, so every radio transmission counts. Choosing a protocol, deciding what to compute on the device and keeping devices updated in the field shape the design far more than they would in web development.",
    "Security deserves special attention: connected devices stay in homes and factories for a decade, and a weak default password can turn thousands of them into a botnet.",
  ],
  concepts: [
    {
      term: "Microcontroller",
      definition:
        "A small, low-power chip with a processor, memory and input/output pins, such as the ESP32 or the RP2040 on a Raspberry Pi Pico, that runs a device's firmware.",
    },
    {
      term: "MQTT",
      definition:
        "A lightweight publish–subscribe messaging protocol. Devices publish readings to topics on a broker, and every service subscribed to a topic receives them.",
    },
    {
      term: "Matter",
      definition:
        "An open smart-home standard backed by the major platform makers, so devices from different brands work with each other and with the main home ecosystems.",
    },
    {
      term: "Edge computing",
      definition:
        "Processing data on or near the device, for example filtering readings or running a small model, to save bandwidth, cut latency and keep data local.",
    },
    {
      term: "Low-power networks",
      definition:
        "Radio technologies such as Bluetooth Low Energy, Zigbee, Thread and LoRaWAN, each trading range, bandwidth and power consumption differently.",
    },
  ],
  practices: [
    {
      title: "Start with a development board",
      desc: "Prototype with an ESP32, an Arduino or a Raspberry Pi Pico and common sensors before designing custom hardware.",
    },
    {
      title: "Plan over-the-air updates",
      desc: "Devices need signed firmware updates delivered remotely, with a safe fallback if an update fails halfway.",
    },
    {
      title: "Give every device its own identity",
      desc: "Use unique credentials or certificates per device, never a shared password, so one compromised unit does not expose the whole fleet.",
    },
    {
      title: "Budget power and data",
      desc: "Measure how much energy each reading and transmission costs, and send only what the service needs.",
    },
  ],
  mistakes: [
    {
      title: "Default passwords",
      desc: "Devices shipped with the same password on every unit are easy prey for automated attacks. Require a unique credential at set-up.",
    },
    {
      title: "Depending entirely on the cloud",
      desc: "If a light switch stops working when the internet is down, people notice. Keep essential functions working locally.",
    },
    {
      title: "No plan for end of life",
      desc: "Decide how long devices will receive updates and what happens to them if the service shuts down.",
    },
    {
      title: "Collecting data without a purpose",
      desc: "Sensor data can reveal when people are home and how they live. Collect only what the product needs, and protect it.",
    },
  ],
  furtherReading: [
    { href: "/tech/security", title: "Cybersecurity", desc: "Security basics that apply to every connected device." },
    { href: "/tech/cloud", title: "Cloud Computing", desc: "Where device data is usually stored and analysed." },
    { href: "/tech/mobile", title: "Mobile Development", desc: "Build the app that controls the devices." },
    { href: "/ai/ml-basics", title: "Machine Learning Basics", desc: "The foundations of models that run at the edge." },
  ],
};
