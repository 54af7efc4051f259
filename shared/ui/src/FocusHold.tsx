import { useLayoutEffect, useRef } from 'react';
import { holdFocus, returnPath } from './dialog-focus';

/**
 * Placed inside a dialog's content: while `open`, the dialog around it (its role="dialog" element) holds the
 * keyboard (dialog-focus.ts). `returnTo` is where the focus goes back (returnPath of the opener, read when the
 * dialog was asked for); by default the path from whatever has the focus when the dialog first draws, which is still
 * the opener (antd moves the focus only after its opening motion).
 */
export function FocusHold({
  open,
  returnTo,
  onHeld,
}: {
  open: boolean;
  returnTo?: HTMLElement[];
  /** receives the release, for a dialog that closes before it unmounts (antd's static confirm) */
  onHeld?: (release: () => void) => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = open ? ref.current?.closest<HTMLElement>('[role="dialog"]') : null;
    if (!box) return;
    const release = holdFocus(box, returnTo ?? returnPath(document.activeElement));
    onHeld?.(release);
    return release;
    // the opener is read once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return <span ref={ref} hidden />;
}

/**
 * Where the focus goes back to from a dialog, read as it is asked to open: while it renders, before antd moves the
 * focus (a drawer focuses its own wrapper first, which is no way back).
 */
export function useReturnPath(open: boolean): HTMLElement[] | undefined {
  const path = useRef<HTMLElement[] | undefined>(undefined);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') path.current = returnPath(document.activeElement);
  wasOpen.current = open;
  return path.current;
}
