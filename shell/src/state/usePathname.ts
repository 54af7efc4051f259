import { useEffect, useState } from 'react';

/**
 * A value read from the page's address, kept current across client-side navigation: single-spa fires `popstate`
 * for every history change (its own, react-router's in a remote, the back button) and `single-spa:routing-event`
 * once it has routed. `read` must be stable (a module-level function).
 */
export function useLocationValue(read: () => string): string {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const on = () => setValue(read());
    window.addEventListener('popstate', on);
    window.addEventListener('single-spa:routing-event', on);
    return () => {
      window.removeEventListener('popstate', on);
      window.removeEventListener('single-spa:routing-event', on);
    };
  }, [read]);
  return value;
}

const readPathname = () => window.location.pathname;

/** The page's path, kept current across client-side navigation. */
export function usePathname(): string {
  return useLocationValue(readPathname);
}
