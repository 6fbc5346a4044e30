import type { GuideBody } from "./types.ts";

export const aiMlBasics: GuideBody = {
  description:
    "Machine learning basics in plain words: features and labels, training and test sets, loss functions, overfitting and how to evaluate a model.",
  overview: [
    "Machine learning lets a computer learn a rule from examples instead of having a programmer write it. Show a model thousands of emails labelled spam or not spam and it learns which patterns separate the two; show it past house sales and it learns how size and location relate to price. What it learns is a set of numbers, called parameters, adjusted until its predictions match the examples as closely as possible.",
    "Three kinds of learning cover most of what you will meet. In supervised learning every example comes with the correct answer, called a label. In unsupervised learning there are no labels, and the model finds structure such as groups of similar customers. In reinforcement learning an agent learns from rewards for its actions. Large language models combine ideas from all three: they are first trained to predict the next word in vast amounts of text, then tuned with human feedback.",
    "You do not need advanced mathematics to start. You need to understand how data is split, what a model is optimising and how to tell whether it really works.",
  ],
  concepts: [
    {
      term: "Features and labels",
      definition:
        "Features are the inputs a model sees, such as the words in an email or the floor area of a house. The label is the answer it should predict.",
    },
    {
      term: "Training, validation and test sets",
      definition:
        "Data is split so the model learns from one part, you tune settings on a second and you measure final performance on a third that it has never seen.",
    },
    {
      term: "Loss function",
      definition:
        "A number that measures how wrong the predictions are. Training adjusts the parameters to make it smaller, usually with a method called gradient descent.",
    },
    {
      term: "Overfitting",
      definition:
        "When a model memorises its training examples, noise included, and performs poorly on new data. More data, simpler models and regularisation all help.",
    },
    {
      term: "Precision and recall",
      definition:
        "Precision is the share of positive predictions that were right; recall is the share of real positives the model found. Which matters more depends on the cost of each kind of mistake.",
    },
  ],
  practices: [
    {
      title: "Start with a baseline",
      desc: "Before training anything, measure a simple rule, such as always predicting the most common class. A model is only useful if it clearly beats it.",
    },
    {
      title: "Look at the data",
      desc: "Read a few hundred examples yourself. You will find duplicates, wrong labels and leaks that no metric reveals.",
    },
    {
      title: "Use established libraries",
      desc: "scikit-learn covers classic models behind one consistent interface, and PyTorch handles neural networks. Jupyter notebooks make experiments easy to rerun and share.",
    },
    {
      title: "Keep the test set locked away",
      desc: "Evaluate on it only at the end. Every time you adjust a model after seeing test results, the score becomes a little less honest.",
    },
  ],
  mistakes: [
    {
      title: "Data leakage",
      desc: "Information about the answer sneaks into the features, for example a “refund issued” column when predicting complaints. The model looks brilliant, then fails in production.",
    },
    {
      title: "Judging by accuracy alone",
      desc: "If 99 of 100 transactions are legitimate, a model that never flags fraud is 99% accurate and useless. Check precision, recall and a confusion matrix.",
    },
    {
      title: "Random splits for time-based data",
      desc: "When predicting the future, train on the past and test on later data, or the model will quietly learn from tomorrow.",
    },
    {
      title: "Forgetting that models age",
      desc: "The world changes and predictions drift. Monitor a model in production and retrain it when performance falls.",
    },
  ],
  furtherReading: [
    { href: "/ai/trends", title: "AI Trends", desc: "Where these basics are heading in today's models." },
    { href: "/ai/business", title: "AI for Business", desc: "From a trained model to a measured business result." },
    { href: "/webdev/database", title: "Database Management", desc: "Good models start with well-kept data." },
    {
      href: "/blog/building-a-learning-habit-that-lasts",
      title: "Building a Learning Habit That Lasts",
      desc: "Machine learning takes months to learn: build the habit first.",
    },
  ],
};
