// The academy's starting content: the three programs and their learning topics, the next
// batches, showcase students with their reviews, and the outreach ads. Plain data, no I/O.

export type ProgramName = 'Manual Testing' | 'Automation Testing' | 'Test Preparation';

export interface SeedChunk {
  title: string;
  contents: string[];
}

export interface SeedCourse {
  name: ProgramName;
  title: string;
  chunks: SeedChunk[];
}

export interface SeedScheduleRow {
  projectId: string;
  /** The catalogue course the batch belongs to (docs/product.md#admin-schedule). */
  course: ProgramName;
  projectName: string;
  startDate: string;
  weekdays: string;
  demoDate: string;
  duration: string;
  meetingTime: string;
  fee: number;
}

export interface SeedStudent {
  username: string;
  email: string;
  phone: string;
  payStatus: 'yes' | 'no';
  payMethod: 'card' | null;
  program: ProgramName;
  review: string;
  // Reviews are dated relative to the seeding day so the carousel never shows a stale year.
  reviewedDaysAgo: number;
}

export interface SeedAd {
  title: string;
}

export const SEED_COURSES: readonly SeedCourse[] = [
  {
    name: 'Manual Testing',
    title: 'Manual Testing: From Requirements to Release',
    chunks: [
      {
        title: 'Software Testing Fundamentals and the SDLC',
        contents: [
          'Software testing evaluates a product against its requirements to find defects and to give stakeholders reliable information about quality and risk.',
          'The SDLC moves through requirements, design, implementation, testing, deployment and maintenance; testers add the most value when they join at the requirements stage.',
          'Verification asks "are we building the product right?" through reviews and walkthroughs, while validation asks "are we building the right product?" by testing against user needs.',
          'A defect found in a requirement costs far less to fix than the same defect found in production, which is why early (shift-left) testing pays off.',
          'Waterfall runs its phases in sequence, the V-model pairs each development phase with a test level, and Agile delivers working software in short iterations.',
          'Exhaustive testing is impossible, so testers prioritise by risk: the business impact of a failure combined with how likely it is to happen.',
        ],
      },
      {
        title: 'The Software Testing Life Cycle (STLC)',
        contents: [
          'Requirement analysis: study the requirements, clarify ambiguities with the business analyst and list every testable condition.',
          'Test planning defines scope, approach, resources, schedule, entry and exit criteria, and the risks to the testing itself.',
          'Test case design turns each condition into cases with preconditions, steps, test data and an expected result, and a traceability matrix links every case back to its requirement.',
          'Environment setup prepares the build, test data, accounts and tools, and a smoke test confirms the build is stable enough to test.',
          'Test execution runs the cases, records the actual results and raises a defect for every mismatch with the expected result.',
          'Test closure summarises coverage, open defects and lessons learned in a test summary report that supports the release decision.',
        ],
      },
      {
        title: 'Test Design Techniques',
        contents: [
          'Equivalence partitioning splits inputs into classes the system should treat the same way, so one value per class is enough: for an age field that accepts 18 to 60, test 10, 35 and 70.',
          'Boundary value analysis tests at and just beside the edges of each partition, such as 17, 18, 60 and 61, because off-by-one mistakes cluster there.',
          'Decision table testing lists every combination of conditions with its expected action, which exposes missing or contradictory business rules.',
          'State transition testing models a feature as states and events, for example an account that locks after three failed login attempts and unlocks after a reset.',
          'Use case testing follows a user\'s end-to-end journey, covering the main flow as well as the alternate and error flows.',
          'Error guessing and exploratory testing complement scripted cases by using the tester\'s experience of where defects usually hide.',
        ],
      },
      {
        title: 'Test Levels and Test Types',
        contents: [
          'Unit, integration, system and acceptance testing are the four test levels, each with its own objectives, test basis and typical owner.',
          'Functional testing checks what the system does; non-functional testing checks how well it does it, such as performance, usability, security and compatibility.',
          'Smoke testing is a quick, broad check that a new build is testable at all; sanity testing is a narrow check that a specific change or fix works.',
          'Regression testing re-runs existing tests after a change to make sure that features which used to work are not broken now.',
          'Retesting, also called confirmation testing, re-executes exactly the test that failed once its defect has been fixed.',
          'User acceptance testing (UAT) is performed by the business or by end users to confirm the product is fit for release.',
        ],
      },
      {
        title: 'The Defect Life Cycle and Bug Reports',
        contents: [
          'A typical defect moves through New, Assigned, Open, Fixed, Retest, Verified and Closed, with Reopened, Rejected, Duplicate and Deferred as side paths.',
          'A good bug report has a one-line summary, the environment and build, exact steps to reproduce, the expected result, the actual result and evidence such as screenshots or logs.',
          'Severity describes how badly the defect affects the system; priority describes how soon the business needs it fixed.',
          'A misspelled company name on the home page can be low severity but high priority, while a crash in a rarely used yearly report can be high severity but lower priority.',
          'Reproduce a defect before filing it, report one defect per ticket and keep the tone factual so developers can act on it quickly.',
          'Tools such as Jira track each defect, link it to its user story and test cases, and show defect trends on dashboards.',
        ],
      },
      {
        title: 'Agile, Scrum and the Tester on the Team',
        contents: [
          'Scrum has three accountabilities: the Product Owner orders the backlog, the Scrum Master coaches the team on the process, and the Developers, testers included, build and test the increment.',
          'Each sprint lasts one to four weeks and contains sprint planning, daily scrums, a sprint review and a sprint retrospective.',
          'A user story follows "As a <role>, I want <goal>, so that <benefit>" and is accepted when all of its acceptance criteria pass.',
          'Writing acceptance criteria as Given/When/Then scenarios makes them testable and gives the business analyst, developer and tester one shared language.',
          'The Definition of Done usually requires reviewed code, passing tests and no open critical defects before a story counts as finished.',
          'In our real-project training a business analyst, a developer and a QA tester work through every sprint together, exactly as they would on the job.',
        ],
      },
    ],
  },
  {
    name: 'Automation Testing',
    title: 'Automation Testing: Selenium, APIs and CI with Java',
    chunks: [
      {
        title: 'Java Essentials for Test Automation',
        contents: [
          'Variables, data types, conditions and loops are enough to start, and collections such as List and Map hold test data.',
          'Classes and objects organise the framework, and inheritance lets a BaseTest class share browser setup and teardown with every test.',
          'Exceptions such as NoSuchElementException tell you why a step failed; catch them only when the test can do something useful about it.',
          'Maven declares the dependencies (Selenium, TestNG, REST Assured) in pom.xml and runs the suite with mvn test.',
          'Git keeps the framework under version control, and pull requests let the team review test code just like product code.',
        ],
      },
      {
        title: 'Selenium WebDriver Basics',
        contents: [
          'WebDriver controls a real browser through its driver, and since Selenium 4.6 Selenium Manager downloads the matching chromedriver or geckodriver automatically.',
          'Locators find elements: id and name are the most stable, CSS selectors are fast and readable, and XPath handles complex relationships between elements.',
          'The core actions are get(), findElement(), click(), sendKeys() and getText(), and the Select class handles drop-down lists.',
          'Explicit waits with WebDriverWait and ExpectedConditions wait for a specific condition instead of a fixed Thread.sleep(), which makes tests both faster and less flaky.',
          'Alerts, frames and extra windows need driver.switchTo(), and the Actions class performs hover, drag-and-drop and right-click.',
          'Always call driver.quit() in teardown so browser processes do not pile up on the test machine.',
        ],
      },
      {
        title: 'TestNG and the Page Object Model',
        contents: [
          'TestNG annotations such as @BeforeMethod, @Test and @AfterMethod control setup, tests and cleanup, and testng.xml groups suites and sets their order.',
          'Assert fails a test with a clear message at the first wrong value, while SoftAssert collects several failures and reports them together at assertAll().',
          'A @DataProvider feeds one test method with many rows of data, which is ideal for equivalence classes and boundary values.',
          'The Page Object Model gives each page a class that holds its locators and actions, so tests read like user steps and a changed locator is fixed in one place.',
          'Keep assertions in the tests rather than in page objects so the same pages can be reused across many scenarios.',
          'Running tests in parallel with a ThreadLocal<WebDriver> gives every thread its own browser and cuts the suite time.',
        ],
      },
      {
        title: 'API Testing with Postman and REST Assured',
        contents: [
          'REST APIs use HTTP methods with clear meanings: GET reads, POST creates, PUT replaces, PATCH updates part of a resource and DELETE removes it.',
          'Check the status code (200, 201, 400, 401, 404, 500), the response body, the headers and the response time of every request.',
          'Postman collections group requests, environments hold variables such as the base URL and tokens, and test scripts assert on pm.response.',
          'Newman runs Postman collections from the command line, so the same API checks can run in every CI build.',
          'REST Assured writes API tests in Java in a given/when/then style, for example given().header(...).when().get("/users").then().statusCode(200).',
          'Validating the response against a JSON schema catches contract changes even when the values still look right.',
        ],
      },
      {
        title: 'SQL for Testers',
        contents: [
          'SELECT with WHERE, ORDER BY and LIMIT verifies that the data the user interface shows matches what is actually stored.',
          'INNER JOIN returns only matching rows, while LEFT JOIN also keeps rows without a match, which is how testers find orphan records.',
          'GROUP BY with COUNT, SUM and HAVING checks totals and finds duplicates, such as customers with more than one active account.',
          'INSERT, UPDATE and DELETE prepare test data; run them only against a test database, never against production.',
          'Checking constraints such as NOT NULL, UNIQUE and foreign keys shows whether the application validates data itself or relies on the database.',
        ],
      },
      {
        title: 'Continuous Integration with Jenkins and GitHub Actions',
        contents: [
          'Continuous integration builds and tests every change, so a defect is found minutes after it is introduced instead of weeks later.',
          'A Jenkins pipeline is defined in a Jenkinsfile with stages such as checkout, build, test and publish reports.',
          'GitHub Actions workflows live in .github/workflows and run jobs on events such as a push or a pull request.',
          'Run browser tests headless in CI and keep the HTML reports and the screenshots of failures as build artifacts.',
          'Keep the suite fast and trustworthy: quarantine a flaky test and fix its cause instead of re-running the build until it turns green.',
          'Store passwords and tokens as CI secrets, never in the test code or the repository.',
        ],
      },
    ],
  },
  {
    name: 'Test Preparation',
    title: 'Test Preparation: ISTQB Foundation and Job Readiness',
    chunks: [
      {
        title: 'ISTQB Foundation Level Overview',
        contents: [
          'The ISTQB Certified Tester Foundation Level (CTFL) exam has 40 multiple-choice questions in 60 minutes, and 26 correct answers (65%) are needed to pass.',
          'The CTFL v4.0 syllabus has six chapters: fundamentals of testing, testing throughout the SDLC, static testing, test analysis and design, managing the test activities, and test tools.',
          'Every question maps to a learning objective at level K1 (remember), K2 (understand) or K3 (apply).',
          'Read the official syllabus together with the ISTQB glossary, because exam questions use the glossary\'s exact terms.',
          'The official sample exams are the best practice material; for each question, work out why every wrong option is wrong.',
        ],
      },
      {
        title: 'The Seven Testing Principles',
        contents: [
          'Testing shows the presence of defects, not their absence.',
          'Exhaustive testing is impossible, so risk analysis and test techniques focus the effort.',
          'Early testing saves time and money.',
          'Defects cluster together: a small number of modules usually contains most of the defects.',
          'Tests wear out: repeating the same tests finds fewer new defects, so review and update them regularly.',
          'Testing is context dependent: a medical device and a mobile game need very different approaches.',
          'The absence-of-defects fallacy: a system with no known defects can still fail if it does not meet the users\' needs.',
        ],
      },
      {
        title: 'Static Testing and Reviews',
        contents: [
          'Static testing examines work products such as requirements, user stories, designs and code without executing them.',
          'Review types range from least to most formal: informal review, walkthrough, technical review and inspection.',
          'An inspection has defined roles (author, moderator, scribe and reviewers) and uses checklists, entry and exit criteria and metrics.',
          'Static analysis tools find problems such as unreachable code, undefined variables and security weaknesses before the code ever runs.',
          'Spotting an ambiguous user story during backlog refinement is the cheapest defect fix a team will ever make.',
        ],
      },
      {
        title: 'Test Management and Risk',
        contents: [
          'Entry criteria define when testing can start, and exit criteria define when it can stop, for example when all high-priority tests pass.',
          'Product risk concerns the quality of the product itself, while project risk concerns the ability to deliver, such as staff shortages or late builds.',
          'Estimation techniques include ratios taken from past projects and expert-based methods such as Planning Poker.',
          'Test monitoring collects metrics such as tests run, pass rate and open defects by severity, and test control acts on what they show.',
          'Configuration management records exactly which versions of the code, test cases and environment were tested.',
        ],
      },
      {
        title: 'Interview Preparation',
        contents: [
          'Explain your project with the STAR method (situation, task, action, result) and use numbers wherever you can.',
          'Be ready to contrast key pairs: severity and priority, smoke and sanity testing, retesting and regression testing, verification and validation.',
          'Practise designing test cases out loud for a login page, a shopping cart or an ATM withdrawal, naming the partitions and boundaries as you go.',
          'For automation roles, expect to write a locator, an explicit wait, a page object and a TestNG data provider on the spot.',
          'Prepare questions for the interviewer about their release process, test environments and how testers and developers work together.',
        ],
      },
      {
        title: 'Resume, Portfolio and Job Search',
        contents: [
          'Open the resume with a short summary of your testing skills and the tools you used on the real project, such as Jira, Selenium, TestNG, Postman, SQL, Git and Jenkins.',
          'Describe achievements, not duties: "Designed 120 test cases and reported 45 defects across three sprints" says far more than "Responsible for testing".',
          'Publish your automation framework on GitHub with a clear README, a page object structure and a CI workflow that runs it.',
          'Add sample test artefacts to your portfolio: a test plan, a traceability matrix and two well-written bug reports.',
          'Tailor the keywords to each job description, keep your LinkedIn profile consistent with your resume, and ask your project team for references.',
        ],
      },
    ],
  },
];

// Start and demo dates fall on the listed weekdays (1 January 2027 is a Friday).
export const SEED_SCHEDULE: readonly SeedScheduleRow[] = [
  {
    projectId: 'QA-101',
    course: 'Manual Testing',
    projectName: 'Manual Testing',
    startDate: '2027-01-11',
    weekdays: 'Mon, Wed, Fri',
    demoDate: '2027-01-06',
    duration: '12 weeks',
    meetingTime: '7:00 PM - 9:00 PM EST',
    fee: 499,
  },
  {
    projectId: 'QA-102',
    course: 'Automation Testing',
    projectName: 'Automation Testing (Selenium with Java)',
    startDate: '2027-01-19',
    weekdays: 'Tue, Thu',
    demoDate: '2027-01-14',
    duration: '16 weeks',
    meetingTime: '7:30 PM - 9:30 PM EST',
    fee: 799,
  },
  {
    projectId: 'QA-103',
    course: 'Test Preparation',
    projectName: 'Test Preparation (ISTQB Foundation)',
    startDate: '2027-02-06',
    weekdays: 'Sat, Sun',
    demoDate: '2027-01-31',
    duration: '6 weeks',
    meetingTime: '10:00 AM - 1:00 PM EST',
    fee: 299,
  },
  {
    projectId: 'QA-104',
    course: 'Automation Testing',
    projectName: 'Manual + Automation Full Program',
    startDate: '2027-03-01',
    weekdays: 'Mon, Wed',
    demoDate: '2027-02-24',
    duration: '20 weeks',
    meetingTime: '8:00 PM - 10:00 PM EST',
    fee: 1199,
  },
];

// Showcase authors of the home-page reviews. Phone numbers use the 555-01xx range reserved for fiction.
export const SEED_STUDENTS: readonly SeedStudent[] = [
  {
    username: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '+12025550143',
    payStatus: 'yes',
    payMethod: 'card',
    program: 'Automation Testing',
    review:
      'Working in a real sprint with a business analyst and a developer is what finally made Selenium click for me. I built a Page Object framework with TestNG, ran it in Jenkins, and walked through that exact framework in the interview that got me my first automation role.',
    reviewedDaysAgo: 12,
  },
  {
    username: 'Marcus Johnson',
    email: 'marcus.johnson@example.com',
    phone: '+13125550178',
    payStatus: 'no',
    payMethod: null,
    program: 'Manual Testing',
    review:
      'I came from retail with no IT background, and the manual testing track started from the real basics. Writing test cases and bug reports in Jira for a live project gave me confidence, and the 24/7 support helped every time I got stuck late at night.',
    reviewedDaysAgo: 9,
  },
  {
    username: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    phone: '+16175550122',
    payStatus: 'yes',
    payMethod: 'card',
    program: 'Test Preparation',
    review:
      'The ISTQB preparation was focused and practical: every chapter ended with exam-style questions and an explanation of why the wrong answers were wrong. I passed the Foundation Level exam on my first attempt with 34 out of 40.',
    reviewedDaysAgo: 5,
  },
  {
    username: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    phone: '+14155550196',
    payStatus: 'no',
    payMethod: null,
    program: 'Automation Testing',
    review:
      'Testing our team\'s REST API with Postman first and then with REST Assured taught me more than months of videos. The mock interviews and the resume review at the end were exactly what I needed for my job search.',
    reviewedDaysAgo: 2,
  },
];

export const SEED_ADS: readonly SeedAd[] = [
  { title: 'New Automation Testing batch starts soon' },
  { title: 'Learn manual testing on a real project with a BA, a developer and a QA tester' },
  { title: 'Pass the ISTQB Foundation exam with our Test Preparation program' },
];
