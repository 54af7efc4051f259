/**
 * Where the keyboard is while a dialog or drawer is open (issue 40.1): the focus moves into it, Tab and Shift+Tab
 * wrap at its ends (antd's own lock lets Tab leave the document once per cycle, so focus rested on <body>), and on
 * close it goes back to what opened it. Plain DOM, so every dialog of every app (each bundles its own antd) holds the
 * focus the same way; the kit's Modal, Drawer and confirm call it.
 */

interface Held {
  box: HTMLElement;
  /** the opener first, then what the dialogs it sat in would return to (a confirm opened from a drawer's button) */
  returnTo: HTMLElement[];
}

/** Open dialogs, the topmost last: only the topmost one's Tab is wrapped. */
const held: Held[] = [];

const TABBABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

function visible(el: HTMLElement): boolean {
  // jsdom has no layout: there every element counts as visible
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** The elements Tab stops at inside `box`, in document order (one per radio group, as the browser does). */
export function tabStops(box: HTMLElement): HTMLElement[] {
  const radioGroups = new Set<string>();
  return [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]') || !visible(el)) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...box.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)];
      const stop = group.find((r) => r.checked) ?? group[0];
      if (stop !== el || radioGroups.has(el.name)) return false;
      radioGroups.add(el.name);
    }
    return true;
  });
}

const focusable = (el: HTMLElement) => el.isConnected && visible(el) && !el.closest('[inert]');

function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  // the topmost dialog still on screen (one closing, not yet released, holds nothing)
  const top = held.findLast((h) => h.box.isConnected && visible(h.box));
  if (!top) return;
  const stops = tabStops(top.box);
  const active = document.activeElement;
  const inside = active instanceof Node && top.box.contains(active);
  if (!stops.length) {
    e.preventDefault();
    top.box.focus({ preventScroll: true });
    return;
  }
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const wrap = e.shiftKey ? !inside || active === first || active === top.box : !inside || active === last;
  if (!wrap) return;
  e.preventDefault();
  (e.shiftKey ? last : first).focus();
}

/** Moves the focus into `box` unless it is already there; the box may still be hidden for a frame or two. */
function moveIn(box: HTMLElement, tries = 20): void {
  if (!box.isConnected || box.contains(document.activeElement)) return;
  if (!box.hasAttribute('tabindex')) box.tabIndex = -1;
  box.focus({ preventScroll: true });
  if (!box.contains(document.activeElement) && tries > 0) requestAnimationFrame(() => moveIn(box, tries - 1));
}

/**
 * Where the focus goes back to from a dialog opened now from `opener`: the opener, then what the open dialog around
 * it returns to (a confirmation asked from a drawer's button, the drawer closing meanwhile). Read it when the
 * dialog is asked for: by the time it draws, the dialog around may have closed.
 */
export function returnPath(opener: Element | null): HTMLElement[] {
  const from = opener instanceof HTMLElement && opener !== document.body ? opener : null;
  if (!from) return [];
  const around = held.find((h) => h.box.contains(from));
  return [from, ...(around?.returnTo ?? [])];
}

/** How long after a release focus pulled back into the closing dialog is sent out again. */
const RELEASE_WATCH_MS = 500;

/**
 * Holds the keyboard in `box` (the element with role="dialog") until the returned release is called; `returnTo`
 * (returnPath) is where the focus goes back to: release puts it on the first of them still on screen, unless the
 * customer has already moved it somewhere else on the page.
 */
export function holdFocus(box: HTMLElement, returnTo: HTMLElement[]): () => void {
  const entry: Held = { box, returnTo: returnTo.filter((el) => !box.contains(el)) };
  if (!held.length) document.addEventListener('keydown', onKeyDown, true);
  held.push(entry);
  moveIn(box);
  return () => {
    const at = held.indexOf(entry);
    if (at < 0) return;
    held.splice(at, 1);
    if (!held.length) document.removeEventListener('keydown', onKeyDown, true);
    // after the dialog's own code has let go (antd's focus lock ends after this, and pulls the focus back into the
    // closing dialog once as it does), and again for a few frames in case it did
    const giveBack = (tries: number) => {
      const active = document.activeElement;
      const lost =
        !active ||
        active === document.body ||
        box.contains(active) ||
        (active !== document.documentElement && active.contains(box));
      if (lost) entry.returnTo.find(focusable)?.focus({ preventScroll: true });
      if (tries > 0) requestAnimationFrame(() => giveBack(tries - 1));
    };
    // however late that pull comes (a busy phone's frames are long): for a moment, focus landing in the closing
    // dialog goes back out, unless the dialog has been opened again meanwhile
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && box.contains(e.target) && !held.some((h) => h.box === box)) giveBack(0);
    };
    document.addEventListener('focusin', onFocusIn, true);
    setTimeout(() => document.removeEventListener('focusin', onFocusIn, true), RELEASE_WATCH_MS);
    setTimeout(() => giveBack(3), 0);
  };
}
