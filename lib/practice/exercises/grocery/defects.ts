import 'server-only';
import type { PlantedDefect } from '../../defects/types';
import { orderPlacedSince } from './server/evidence-state';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on.
// Client-side ones are planted in lib/practice/exercises/grocery/planted.ts and lib/practice/exercises/grocery/ui/ (props named after
// what they change), server-side ones in lib/practice/exercises/grocery/server/orders.ts. GRO-01 is planted in the cart
// dropdown but evidenced by the server: an order stored with a quantity above 1 passed through a cart whose Total was
// wrong; GRO-07's page code counts only after an order was stored (./server/evidence-state.ts). e2e/practice/grocery/defects.spec.ts shows
// each page-side one present in bug mode and absent without it; tests/integration/practice/grocery/grocery.test.ts the
// server-side ones (GRO-05, GRO-06).
export const GROCERY_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'GRO-01',
    exercise: 'grocery',
    category: 'functional',
    difficulty: 'easy',
    summary: "The cart dropdown's Total adds each line's price once, ignoring quantities above 1.",
    expected: 'The Total is the sum of the line subtotals (price times quantity), e.g. $90 for two tomatoes.',
    hints: ['Look at the totals in the cart dropdown after changing a quantity.', 'Press + on a line and compare the Total with the sum of the subtotals.'],
    report: { areas: ['cart'], observed: [/total/, /quantit|\bqty\b|instead|wrong|incorrect|ignor|once|\$\d/] },
    evidence: { server: true },
    pageFlag: 'cart-total',
  },
  {
    id: 'GRO-02',
    exercise: 'grocery',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Clear Cart removes every line but the first one added.',
    expected: 'Clear Cart empties the cart: no line, badge 0, Total $0, every product can be added again.',
    hints: ['Fill the cart with more than one product, then empty it in one go.', 'Count the cart lines and read the badge right after Clear Cart.'],
    report: { areas: ['clear-cart', 'cart'], observed: [/clear|empt/, /remain|left|stay|still|first|one (line|item|product)|not (all|every)|doesn.t|does not|fail|only/] },
    evidence: { slot: 'clear-cart' },
  },
  {
    id: 'GRO-03',
    exercise: 'grocery',
    category: 'ui',
    difficulty: 'easy',
    summary: 'The product count keeps saying "Showing 25 of 25 products" whatever the search shows.',
    expected: 'The count follows the search: "Showing 2 of 25 products" when two cards match.',
    hints: ['Compare the text above the product grid with the grid itself.', 'Search for "potato" and count the cards and the number the page states.'],
    report: { areas: ['search'], observed: [/count|showing|number|25 of 25/, /search|filter|match|always|stays|same|not (change|update|follow)|doesn.t|does not|instead|wrong/] },
    evidence: { slot: 'product-count' },
  },
  {
    id: 'GRO-04',
    exercise: 'grocery',
    category: 'accessibility',
    difficulty: 'medium',
    summary: 'The Add to Cart buttons have no accessible name: their visible label is hidden from assistive technology.',
    expected: 'Each Add to Cart button is named by its visible label, "Add to Cart" (then "added to cart").',
    hints: ['Try to find the products\' buttons by their role and name, or run an accessibility checker.', 'Read the accessible name of a product card\'s button.'],
    report: { areas: ['product-cards'], observed: [/accessib|screen ?reader|aria|accessible name|\bname\b|label|role|axe|assistive/] },
    evidence: { slot: 'add-button' },
  },
  {
    id: 'GRO-05',
    exercise: 'grocery',
    category: 'validation',
    difficulty: 'hard',
    summary: 'The orders API accepts a phone number with letters; only the form refuses it.',
    expected: 'POST /api/practice/v1/grocery/orders answers 400 for a phone with letters, with the form\'s message for delivery.phone.',
    hints: ['The server should apply every rule of the order form again: test the API without the page.', 'Send an order whose delivery phone holds letters, e.g. 555CALLNOW1.'],
    report: { areas: ['orders-api', 'order-form'], observed: [/phone/, /letter|alpha|characters?|accept|allow|200/] },
    evidence: { server: true },
  },
  {
    id: 'GRO-06',
    exercise: 'grocery',
    category: 'functional',
    difficulty: 'hard',
    summary: "The server's order total counts the first line twice, so Order Success and My orders charge more than the cart.",
    expected: 'The total the server stores and answers equals the cart total: the sum of price times quantity of every line.',
    hints: ['Compare what the cart said with what the placed order says.', 'Place an order and compare the success total and My orders with Buy & Enjoy\'s total.'],
    report: { areas: ['order-success', 'my-orders', 'orders-api', 'payment'], observed: [/total|amount|charge|price|sum/, /wrong|more|higher|double|twice|differ|mismatch|incorrect|instead|than|not (match|equal)/] },
    evidence: { server: true },
  },
  {
    id: 'GRO-07',
    exercise: 'grocery',
    category: 'performance',
    difficulty: 'medium',
    summary: 'Order Success opens only 6 seconds after the server has stored the order.',
    expected: 'Order Success opens as soon as the server answers, well within 2 seconds.',
    hints: ['Time the last step of the checkout.', 'Measure from Confirm Payment to the Order Success dialog, and compare with the task sheet\'s timing.'],
    report: { areas: ['order-success', 'payment'], observed: [/slow|delay|seconds?\b|\d+ ?(s|ms)\b|wait|late|long|took|takes|timing/] },
    evidence: { slot: 'order-success', reached: orderPlacedSince },
  },
];
