import { message } from 'antd';
import { useEffect, useRef } from 'react';

export interface ToastRequest {
  id: number;
  level: 'success' | 'error' | 'info' | 'warning';
  message: string;
  /** ms */
  duration?: number;
}

/**
 * Shows the toasts handed to it through antd's message API (what `toast` asks the shell for over the bus). Its
 * holder renders here, so toasts follow the theme, language and direction of the providers around it.
 */
export function ToastList({ toasts, onShown }: { toasts: ToastRequest[]; onShown: (id: number) => void }) {
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
