// A served page in a form that says what it shows, not when the server flushed it: the page-watching suite
// (./page-watch.mjs) and e2e/practice/served-page-same.spec.ts compare pages in this form. A page is streamed, and on a
// busy machine the same page came out in other bytes: React sent a table cell's text as a flight row of its own
// instead of inline (other row numbers and references), and put a text separator (`<!-- -->`) and a newline into the
// HTML. So the HTML is compared as its sequence of tags and texts, without comments, scripts or blank text (its order
// kept: a page rendered in another order is another page), and the flight payload as the set of values it carries,
// every string, number and literal, counted, without its references (`$L7b`, `$3:0:props`) and row numbers, which
// depend on the order rows were sent. Script nonces differ on every reply, and whether a script element in the payload
// carries its nonce or `$undefined` came out either way too: they are left out. Plain Node, so the watcher runs it as
// a learner's script would.

/** A flight reference, not a value: `$L1e`, `$@26`, `$Q3`, `$7b`, `$3:0:1:props:style`. */
const REFERENCE = /^\$[LQ@WKBFTh]?[0-9a-f]+(?::.*)?$/;
const PUSH = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;
const STRING = /"(?:[^"\\]|\\.)*"/g;
/** A number, true, false or null standing as a value (after `[`, `:` or `,`), never a row number before its colon. */
const LITERAL = /(?<=[[:,])(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=[,\]}])/g;

/** The flight payload: every pushed chunk's text, in order, without script nonces. */
function flightPayload(html) {
  return [...html.matchAll(PUSH)]
    .map((push) => JSON.parse(push[1]))
    .join('')
    .replace(/"nonce":"(?:[^"\\]|\\.)*",?/g, '');
}

/** The payload's values, sorted: strings (but references) and literals. */
function payloadValues(payload) {
  const values = [];
  for (const [quoted] of payload.matchAll(STRING)) {
    const value = JSON.parse(quoted);
    if (!REFERENCE.test(value)) values.push(`s:${value}`);
  }
  for (const [literal] of payload.replace(STRING, '""').matchAll(LITERAL)) values.push(`v:${literal}`);
  return values.sort();
}

/** The HTML's tags and texts in order, with comments, scripts and blank text left out. */
function markup(html) {
  const bare = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\snonce="[^"]*"/g, '');
  const parts = [];
  for (const [part] of bare.matchAll(/<[^>]+>|[^<]+/g)) {
    const text = part.startsWith('<') ? part.replace(/\s+/g, ' ') : part.trim();
    if (text) parts.push(text);
  }
  return parts;
}

/**
 * The page's form: its markup, then its flight values, one per line. Set aside the sealed flags (a value per reply)
 * before.
 * @param {string} html
 * @returns {string}
 */
export function pageForm(html) {
  return [...markup(html), '--- flight payload values ---', ...payloadValues(flightPayload(html))].join('\n');
}

/**
 * What two forms do not share, for the log: lines only in the first, lines only in the second (a few of each).
 * @param {string} form
 * @param {string} other
 * @returns {string | null} null when they are the same
 */
export function formDifference(form, other) {
  if (form === other) return null;
  const count = (text) => text.split('\n').reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map());
  const [mine, theirs] = [count(form), count(other)];
  const only = (a, b) => [...a].filter(([line, n]) => n > (b.get(line) ?? 0)).map(([line]) => line.slice(0, 200)).slice(0, 5);
  const [first, second] = [only(mine, theirs), only(theirs, mine)];
  if (first.length === 0 && second.length === 0) return 'the same lines in another order';
  return `only in the first: ${JSON.stringify(first)}; only in the second: ${JSON.stringify(second)}`;
}
