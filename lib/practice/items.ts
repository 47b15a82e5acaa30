// The practice exercises (docs/product.md#practice). Grocery is hosted in the app (/student/practice/shopping);
// the other five point at public practice sites until the practice lab hosts them.
// Plain data and pure helpers: safe in server and client components alike.

interface PracticeItemBase {
  /** Stable key, also the React key. */
  id: string;
  title: string;
  /** What the learner practises, shown under the title and searched by the practice filter. */
  description: string;
  /** The /student/practice/{link} segment. */
  link: string;
}

export interface InternalPracticeItem extends PracticeItemBase {
  external: false;
}

export interface ExternalPracticeItem extends PracticeItemBase {
  external: true;
  /** The public practice site the exercise uses. */
  href: string;
}

export type PracticeItem = InternalPracticeItem | ExternalPracticeItem;

export const PRACTICE_ITEMS: readonly PracticeItem[] = [
  {
    id: 'grocery',
    title: 'Grocery',
    description:
      'Test a working grocery shop end to end: search the catalogue, add and remove products, check the cart totals, then complete the order and payment forms with valid and invalid data.',
    link: 'shopping',
    external: false,
  },
  {
    id: 'reservation',
    title: 'Reservation',
    description:
      'Book a flight on a demo travel site: choose departure and destination, compare flights, fill in the passenger and payment details and verify the confirmation page.',
    link: 'reservation',
    external: true,
    href: 'https://blazedemo.com/',
  },
  {
    id: 'mouse-action',
    title: 'Mouse Action',
    description:
      'Automate drag-and-drop with Selenium Actions or Playwright mouse APIs: move photos into a trash bin and back, respect the accepted drop targets and assert where each element ends up.',
    link: 'mouse-action',
    external: true,
    href: 'https://www.globalsqa.com/demo-site/draganddrop/',
  },
  {
    id: 'frames-alert',
    title: 'Frames & Alert',
    description:
      'Switch between browser windows, frames and nested frames, and accept, dismiss or answer JavaScript alerts, confirmations and prompts.',
    link: 'frames-alert',
    external: true,
    href: 'https://demoqa.com/alertsWindows',
  },
  {
    id: 'book-list',
    title: 'Book List',
    description:
      'Explore a book store application: search and sort the book list, open book details, and check the same data through its public REST API.',
    link: 'book-list',
    external: true,
    href: 'https://demoqa.com/books',
  },
  {
    id: 'employee-wsdl',
    title: 'Employee WSDL file',
    description:
      'Practise SOAP web-service testing from a WSDL contract: import a public sample service into SoapUI or Postman, generate a request for each operation and assert on the XML responses and faults.',
    link: 'employee-wsdl',
    external: true,
    href: 'https://www.dneonline.com/calculator.asmx?WSDL',
  },
];

/**
 * Where a practice item leads. docs/product.md#practice: practice needs a login, so a visitor always goes to /login.
 * Logged in, the hosted exercise opens in the student area and the others at their public site.
 */
export function practiceHref(item: PracticeItem, loggedIn: boolean): string {
  if (!loggedIn) return '/login';
  return item.external ? item.href : `/student/practice/${item.link}`;
}

/** The items whose title or description contains the query, ignoring case; a blank query keeps all. */
export function filterPracticeItems<T extends Pick<PracticeItem, 'title' | 'description'>>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle),
  );
}
