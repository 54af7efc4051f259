import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { asWidget } from '@mart/runtime';

export interface ToastRequest {
  id: number;
  level: 'success' | 'error' | 'info' | 'warning';
  message: string;
  /** ms */
  duration?: number;
}

/**
 * Shows the toasts handed to it through antd's message API. Its holder renders here, under the shell's providers,
 * so toasts follow the theme, language and direction. Loaded with the first toast: the header needs none of it.
 */
function ToasterContent({ toasts, onShown }: { toasts: ToastRequest[]; onShown: (id: number) => void }) {
  const [api, holder] = message.useMessage();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const t of toasts) {
      if (shown.current.has(t.id)) continue;
      shown.current.add(t.id);
      void api.open({ type: t.level, content: t.message, duration: (t.duration ?? 3000) / 1000 });
      onShown(t.id);
    }
  }, [toasts, api, onShown]);
  return holder;
}

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const Toaster = asWidget(ToasterContent);
