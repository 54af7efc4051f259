import { useLayoutEffect, useRef } from 'react';
import { holdFocus } from './dialog-focus';

/**
 * Placed inside a dialog's content: while `open`, the dialog around it (its role="dialog" element) holds the
 * keyboard (dialog-focus.ts). `opener` is what had the focus when the dialog was asked for; by default whatever has
 * it when the dialog first draws, which is still the opener (antd moves the focus only after its opening motion).
 */
export function FocusHold({ open, opener }: { open: boolean; opener?: Element | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = open ? ref.current?.closest<HTMLElement>('[role="dialog"]') : null;
    if (!box) return;
    return holdFocus(box, opener === undefined ? document.activeElement : opener);
    // the opener is read once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return <span ref={ref} hidden />;
}
