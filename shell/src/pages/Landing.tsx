import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { registerTranslations } from '@mart/i18n';
import { landingTranslations } from './locales';

registerTranslations('landing', landingTranslations);

// below the first screen, and antd's: its code loads once the picker has been drawn and answers taps
const LandingSections = lazy(() => import('./LandingSections'));

/**
 * The landing around the module picker (what /home shows before a module is chosen): the site's own words and
 * sections from the landing-page data (SPEC §7, cached 5 min with 3 retries). Without that data the picker alone
 * shows: the landing is never a reason the customer cannot start. Its top is plain HTML, drawn on the server with
 * the picker for a first visit; the sections below come after the page's first render (the server's HTML and the
 * browser's first render stay the same).
 */
export function Landing({ children }: { children: ReactNode }) {
  const language = useBusValue('language');
  const landing = useQuery(siteQueries.landing(language));
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
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
      {d && rendered && (
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      )}
    </div>
  );
}
