// The custom elements of the shadow-DOM part (docs/practice/frames-alert.md#shadow-dom), built from plain
// DOM calls (no innerHTML, no inline handlers: the page's Content-Security-Policy allows neither scripts
// nor handlers in markup). Their classes are made inside defineShadowElements(), because HTMLElement
// exists only in the browser, and each tag is defined once however often the exercise mounts.

export const OPEN_TAG = 'qa-open-greeting';
export const CLOSED_TAG = 'qa-closed-code';

/** Sent by the open root's Greet button; `detail.text` is the greeting. Bubbles out of the shadow root. */
export const GREET_EVENT = 'qa-greet';
/** Sent by the closed root's Unlock; `detail.code` is what was typed. The only way its content gets out. */
export const CODE_EVENT = 'qa-code';

const STYLE = `
  :host { display: block; font: inherit; color: #0f172a; }
  .box { display: grid; gap: 0.5rem; border: 1px dashed #94a3b8; border-radius: 0.75rem; padding: 0.75rem; background: #f8fafc; }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  label { font-size: 0.875rem; font-weight: 500; color: #334155; }
  input { flex: 1 1 10rem; min-width: 0; font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #cbd5e1; border-radius: 0.5rem; background: #fff; color: #0f172a; }
  button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; border: 0; border-radius: 0.5rem; background: #1a5fd9; color: #fff; cursor: pointer; }
  button:hover { background: #154bb0; }
  :focus-visible { outline: 3px solid #2f7bf6; outline-offset: 2px; }
  output, .note { font-size: 0.875rem; color: #334155; }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A labelled input and a button in one row, the shape both widgets share. */
function field(id: string, label: string, buttonText: string, hooks: { input?: string; button?: string }, buttonType: 'button' | 'submit') {
  const input = element('input', { id, type: 'text', autocomplete: 'off', 'data-test': hooks.input });
  const button = element('button', { type: buttonType, 'data-test': hooks.button }, buttonText);
  const row = element('div', { class: 'row' });
  row.append(input, button);
  return { label: element('label', { for: id }, label), input, button, row };
}

export function defineShadowElements(): void {
  if (typeof customElements === 'undefined') return;

  if (!customElements.get(OPEN_TAG)) {
    /** An OPEN shadow root: a test can reach inside (Playwright locators pierce it; host.shadowRoot works). */
    class OpenGreeting extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open' });
        const { label, input, button, row } = field('greet-name', 'Your name', 'Greet', { input: 'open-shadow-input', button: 'open-shadow-button' }, 'button');
        const output = element('output', { 'data-test': 'open-shadow-output', 'aria-live': 'polite', for: 'greet-name' }, 'No greeting yet.');
        const box = element('div', { class: 'box' });
        box.append(label, row, output);
        root.append(element('style', {}, STYLE), box);
        button.addEventListener('click', () => {
          const name = input.value.trim();
          const text = name ? `Hello, ${name}!` : 'Type your name first.';
          output.textContent = text;
          if (name) this.dispatchEvent(new CustomEvent(GREET_EVENT, { detail: { text }, bubbles: true, composed: true }));
        });
      }
    }
    customElements.define(OPEN_TAG, OpenGreeting);
  }

  if (!customElements.get(CLOSED_TAG)) {
    // The closed roots, kept where only this module sees them: host.shadowRoot is null for everyone else.
    const roots = new WeakMap<HTMLElement, ShadowRoot>();
    /**
     * A CLOSED shadow root: no selector reaches inside. delegatesFocus sends focus (host.focus(), a click or
     * a tap on the host) to its input, so a test types with the keyboard and presses Enter; the result
     * comes out as an event.
     */
    class ClosedCode extends HTMLElement {
      connectedCallback() {
        if (roots.has(this)) return;
        const root = this.attachShadow({ mode: 'closed', delegatesFocus: true });
        roots.set(this, root);
        const { label, input, row } = field('secret-code', 'Secret code', 'Unlock', {}, 'submit');
        const note = element('p', { class: 'note', role: 'status' }, 'Type a code and press Enter or Unlock.');
        const form = element('form', { class: 'box', 'aria-label': 'Secret code' });
        form.append(label, row, note);
        root.append(element('style', {}, STYLE), form);
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          const code = input.value.trim();
          if (!code) {
            note.textContent = 'Type a code first.';
            return;
          }
          note.textContent = 'Code received.';
          input.value = '';
          this.dispatchEvent(new CustomEvent(CODE_EVENT, { detail: { code }, bubbles: true, composed: true }));
        });
      }
    }
    customElements.define(CLOSED_TAG, ClosedCode);
  }
}
