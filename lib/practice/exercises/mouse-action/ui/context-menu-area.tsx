'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

// Right-click context menu (docs/practice/mouse-action.md#context-menu): a right-click anywhere in the box
// opens the file's menu at the pointer; with the keyboard, focus the file and press Shift+F10 or the Menu
// key. Arrow keys move between the items, Enter chooses, Escape closes and returns to the file. A left
// click opens nothing.

export const FILE_ACTIONS = [
  { id: 'open', label: 'Open' },
  { id: 'rename', label: 'Rename' },
  { id: 'delete', label: 'Delete' },
] as const;

const MENU_WIDTH = 176;

export function ContextMenuArea() {
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  // On opening, the first item takes the focus; a press outside the menu closes it.
  useEffect(() => {
    if (!menu) return;
    menuRef.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
    const onPress = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenu(null);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [menu]);

  function openAt(x: number, y: number) {
    const width = area.current?.clientWidth ?? MENU_WIDTH;
    setMenu({ x: Math.max(0, Math.min(x, width - MENU_WIDTH)), y });
  }

  function onContextMenu(event: MouseEvent<HTMLDivElement>) {
    event.preventDefault();
    const box = area.current!.getBoundingClientRect();
    openAt(event.clientX - box.left, event.clientY - box.top);
  }

  function onFileKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu')) return;
    event.preventDefault();
    const button = event.currentTarget;
    openAt(button.offsetLeft, button.offsetTop + button.offsetHeight + 4);
  }

  function close() {
    setMenu(null);
    file.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setMenu(null);
    } else if (event.key in moves) {
      event.preventDefault();
      items[(moves[event.key] + items.length) % items.length]?.focus();
    }
  }

  return (
    <div>
      <div
        ref={area}
        onContextMenu={onContextMenu}
        className="relative min-h-36 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-4"
        data-test="context-area"
      >
        <p id={hintId} className="text-sm text-slate-700">
          Right-click anywhere in this box, or focus the file and press Shift+F10 or the Menu key.
        </p>
        <button
          ref={file}
          type="button"
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          aria-describedby={hintId}
          onKeyDown={onFileKeyDown}
          className="mt-3 inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-test="context-target"
        >
          <span aria-hidden="true">📄</span> report.pdf
        </button>
        {menu ? (
          <div
            ref={menuRef}
            role="menu"
            aria-label="File actions"
            onKeyDown={onMenuKeyDown}
            className="absolute z-20 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
            style={{ left: menu.x, top: menu.y, width: MENU_WIDTH }}
            data-test="context-menu"
          >
            {FILE_ACTIONS.map((action) => (
              <button
                key={action.id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-menu-item=""
                onClick={() => {
                  setChosen(action.label);
                  close();
                }}
                className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
                data-test={`context-item-${action.id}`}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-700" role="status" data-test="context-result">
        {chosen ? `You chose: ${chosen}` : 'Nothing chosen yet'}
      </p>
    </div>
  );
}
