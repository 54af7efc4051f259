import { useEffect, useState } from 'react';

/**
 * The page's path, kept current across client-side navigation: single-spa fires `popstate` for every history
 * change (its own, react-router's in a remote, the back button) and `single-spa:routing-event` once it has routed.
 */
export function usePathname(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const on = () => setPath(window.location.pathname);
    window.addEventListener('popstate', on);
    window.addEventListener('single-spa:routing-event', on);
    return () => {
      window.removeEventListener('popstate', on);
      window.removeEventListener('single-spa:routing-event', on);
    };
  }, []);
  return path;
}
