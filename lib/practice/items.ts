// The practice exercises (docs/product.md#practice). Grocery, Reservation, Mouse Action, Frames & Alert and Web
// Elements are hosted in the app (docs/product.md#practice-lab); Book List and Employee WSDL file still point at
// public practice sites until the lab hosts its API exercises.
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
      'Book a flight and a hotel: search with selects, a date picker and passengers, wait for the results, sort and page them, fill in the passenger form, choose seats on a seat map, pay with a sandbox card and check the booking reference; then list and cancel your bookings.',
    link: 'reservation',
    external: false,
  },
  {
    id: 'mouse-action',
    title: 'Mouse Action',
    description:
      'Automate mouse and keyboard actions with Selenium Actions or Playwright: drag and drop between lists, onto a bin and back, hover menus and tooltips, double-click, right-click, click-and-hold, a range slider, key presses and scrolling into view.',
    link: 'mouse-action',
    external: false,
  },
  {
    id: 'frames-alert',
    title: 'Frames & Alert',
    description:
      'Switch between browser windows, tabs, frames and nested frames, accept, dismiss or answer JavaScript alerts, confirmations and prompts, reach into open and closed shadow roots, and handle a modal dialog.',
    link: 'frames-alert',
    external: false,
  },
  {
    id: 'web-elements',
    title: 'Web Elements',
    description:
      'Handle the elements that make automation hard: dynamic controls, changing ids, elements that appear or disappear after a delay, file upload and download, a sortable, filterable, paginated table, infinite scroll, and broken images and links.',
    link: 'web-elements',
    external: false,
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
