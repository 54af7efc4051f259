import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { registerTranslations } from '@mart/i18n';
import { lazyAntd } from '@mart/runtime';
import { landingTranslations } from './locales';

registerTranslations('landing', landingTranslations);

// below the first screen, and antd's (~110 KB compressed with its providers): loaded when the customer scrolls
// towards it, so the picker's page answers taps without it
const LandingSections = lazyAntd(() => import('./LandingSections').then((m) => m.default));

/** Whether the element has come within a screen's reach of the viewport (once true, stays true). */
function useNear(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * The landing around the module picker (what /home shows before a module is chosen): the site's own words and
 * sections from the landing-page data (SPEC §7, cached 5 min with 3 retries). Without that data the picker alone
 * shows: the landing is never a reason the customer cannot start. Its top is plain HTML, drawn on the server with
 * the picker for a first visit; the sections below come when the customer scrolls near them (the server's HTML and
 * the browser's first render stay the same).
 */
export function Landing({ children }: { children: ReactNode }) {
  const language = useBusValue('language');
  const landing = useQuery(siteQueries.landing(language));
  const [sentinel, near] = useNear();
  const d = landing.data;
  return (
    <div data-testid="landing">
      {d?.header_title && (
        <section className="mart-landing-top">
          <h1 className="mart-title">{d.header_title}</h1>
          {d.header_sub_title && <p>{d.header_sub_title}</p>}
          {d.header_tag_line && <strong>{d.header_tag_line}</strong>}
        </section>
      )}
      {children}
      <div ref={sentinel} />
      {d && near && (
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      )}
    </div>
  );
}
