import { useEffect, useState } from 'react';

/** antd's `md` breakpoint: the header shows its desktop links from this width on. */
const WIDE = '(min-width: 768px)';

/** Whether the viewport is at least tablet-wide; right on the first render, so the header never reflows. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
