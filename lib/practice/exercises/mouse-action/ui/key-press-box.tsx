'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { MOUSE_ACTION_WIDGET_MSG } from '@/lib/practice/exercises/mouse-action/widgets';

// Key presses (docs/practice/mouse-action.md#key-presses): the field shows the last key pressed in it with
// its modifiers ("Shift + A"), and the key and code the browser reported. Tab still moves on, so the
// field is no keyboard trap; everything else is kept out of the field.

const MODIFIERS = [
  ['ctrlKey', 'Control'],
  ['altKey', 'Alt'],
  ['shiftKey', 'Shift'],
  ['metaKey', 'Meta'],
] as const;

export function describeKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>): string {
  const held = MODIFIERS.filter(([flag]) => event[flag]).map(([, name]) => name);
  const key = event.key === ' ' ? 'Space' : event.key;
  // A modifier pressed on its own is already in the list.
  return (held as string[]).includes(key) ? held.join(' + ') : [...held, key].join(' + ');
}

export function KeyPressBox() {
  const id = useId();
  const [last, setLast] = useState<{ combo: string; key: string; code: string } | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Tab') event.preventDefault();
    setLast({ combo: describeKey(event), key: event.key === ' ' ? 'Space' : event.key, code: event.code });
  }

  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink">
        Press a key here
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        onKeyDown={onKeyDown}
        // Keys are shown below, not typed: the field stays empty.
        value=""
        onChange={() => undefined}
        placeholder="Click here, then press keys"
        className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-test="key-input"
      />
      <div role="status" className="mt-3 text-sm text-slate-700">
        <p className="font-semibold text-ink" data-test="key-result">
          {last ? `You pressed: ${last.combo}` : MOUSE_ACTION_WIDGET_MSG.keyIdle}
        </p>
        <p data-test="key-details">{last ? `key: ${last.key} · code: ${last.code}` : 'key: – · code: –'}</p>
      </div>
    </div>
  );
}
