// Copy for the three "why software testing matters" blocks (themes in docs/product.md#overview: career opportunities,
// high demand, skill development, adaptable knowledge). Plain data, so the wording lives in one place.

export interface WhyTestingPoint {
  title: string;
  text: string;
}

export interface WhyTestingBlock {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly WhyTestingPoint[];
}

export const WHY_TESTING_BLOCKS: readonly WhyTestingBlock[] = [
  {
    id: 'why-careers',
    eyebrow: 'Career opportunities · High demand',
    title: 'A career that grows with every release',
    intro:
      'Every banking app, online checkout and patient portal has to be tested before it reaches its users. That work is done by QA professionals, and teams in every industry hire them.',
    points: [
      {
        title: 'Many ways in, many ways up',
        text: 'Start as a manual or junior QA tester, then grow into QA automation engineer, SDET, QA lead or test manager, or move across into business analysis, product or DevOps.',
      },
      {
        title: 'Demand that keeps pace with software',
        text: 'Teams now release every week or even every day, and each release needs regression testing. The U.S. Bureau of Labor Statistics projects jobs for software developers, QA analysts and testers to grow much faster than the average for all occupations.',
      },
      {
        title: 'Hired in every industry',
        text: 'Banks, hospitals, retailers, insurers, airlines, game studios and government agencies all depend on software that works, and on the people who can show that it does.',
      },
      {
        title: 'Work that travels well',
        text: 'Test plans, bug reports and automated suites live in shared tools such as Jira, Git and CI pipelines, which is why many QA teams work remotely or hybrid.',
      },
    ],
  },
  {
    id: 'why-skills',
    eyebrow: 'Skill development',
    title: 'Skills you build on a real project',
    intro:
      'You do not just watch lessons. You join a project team with a business analyst, a developer and a QA tester, and practise the work you will be hired to do.',
    points: [
      {
        title: 'Test design',
        text: 'Turn requirements and user stories into test cases with equivalence partitioning, boundary values, decision tables and state transitions.',
      },
      {
        title: 'Defect reporting',
        text: 'Write clear, reproducible bug reports in Jira, with severity, priority and the evidence a developer needs to fix the problem quickly.',
      },
      {
        title: 'Test automation',
        text: 'Build a Selenium WebDriver framework in Java with TestNG and the Page Object Model, and run it in Jenkins or GitHub Actions.',
      },
      {
        title: 'APIs and data',
        text: 'Test REST APIs with Postman and REST Assured, and use SQL to check what the application really stored.',
      },
    ],
  },
  {
    id: 'why-adaptable',
    eyebrow: 'Adaptable knowledge',
    title: 'Knowledge that goes wherever software goes',
    intro:
      'Tools change; the way a good tester thinks does not. The principles you learn here apply to any product, any platform and any team.',
    points: [
      {
        title: 'Any platform',
        text: 'The same techniques test web, mobile, desktop and API products, from a shopping cart to a flight-booking system.',
      },
      {
        title: 'Any way of working',
        text: 'Whether a team runs Scrum, Kanban or a V-model, you know where testing fits and how to find defects early, when they are cheapest to fix.',
      },
      {
        title: 'A base for specialising',
        text: 'Performance, security, accessibility and mobile testing all build on the same fundamentals: risk, coverage and clear reporting.',
      },
      {
        title: 'A recognised standard',
        text: 'Our Test Preparation program follows the ISTQB Certified Tester Foundation Level syllabus, a certification employers recognise around the world.',
      },
    ],
  },
];
