// The shell's server render (webpack's server build, dist/server/prerender.js): the module picker and the landing's
// top for a customer who has picked no module yet, at `/` and `/home` (issue 26: a first visit shows its first
// screen before the page's code arrives, and its module tiles are links that work without it). Built and deployed
// with the shell's version, like each remote's own.
import { queryClient, siteQueries } from '@mart/api-client';
import { bus } from '@mart/bus';
import { claimsOf, type RouteManifest } from '@mart/runtime';
import { createPrerenderer } from '@mart/runtime/server';
import { ModulePickerPage } from './pages/ModulePickerPage';

/** The landing's words come with the picker; without them (an error, the deadline) the picker is drawn alone. */
const landing = () => queryClient.fetchQuery(siteQueries.landing(bus.get('language'))).catch(() => undefined);

const PICKER_ROUTES: RouteManifest = ['/', '/home'].map((path) => ({
  path,
  page: ModulePickerPage,
  load: landing,
  ssr: true,
  followsModule: true,
}));

export const { prerender } = createPrerenderer('shell-pages', PICKER_ROUTES, ModulePickerPage);
export const routes = claimsOf(PICKER_ROUTES);
