// The first screen of a remote's page, rendered on the server (issue 8, LCP): the shell's server puts this HTML in
// the page, so a customer sees the page's top (title, banner, cover, picture) as the HTML arrives instead of after
// React, the router, the federation runtime and the remote's code have downloaded on a slow phone. It is the same
// code the browser runs — the remote's routes, its query definitions and its plain (antd-free) page tops — built for
// Node into the remote's own deploy folder, so a remote's rollback rolls its server render back with it.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { api, pageStateOf, queryClient, sessionOf, siteQueries, type PageState } from '@mart/api-client';
import { bus, type SelectedModule } from '@mart/bus';
import { remoteForModule, type AppName } from '@mart/domain';
import { applyLanguage, documentLanguage } from '@mart/i18n';
import { BaseProviders } from '../BaseProviders';
// the site's styles, which the browser has from the shell, go out with the first screen (the css of the result)
import '../site-styles';
import { findPage, type RouteManifest } from '../route-manifest';

/** What the shell's server passes on of a page request. */
export interface PrerenderRequest {
  /** the page's path with its query string */
  url: string;
  /**
   * its `Cookie` header: the page cookies say the customer's language, theme, module and location; the session
   * cookie, who they are (read for a `personal` page only)
   */
  cookie: string | undefined;
  apiBaseUrl: string;
  /** epoch ms after which a render is no longer worth waiting for: data still missing then is left to the browser */
  deadline: number;
}

export interface PrerenderResult {
  /** the app whose container the HTML goes into */
  app: AppName;
  html: string;
  /** the styles of the rendered components (the browser's copies come with the app's code) */
  css: string;
  /** the query cache the HTML was rendered from, for the browser's first render to start with */
  state: DehydratedState;
  /** what it was drawn for, and the `<html>` attributes that go with it */
  page: Pick<PageState, 'language' | 'moduleId' | 'theme'> & { lang: string; dir: 'ltr' | 'rtl' };
  /** a `personal` page's: drawn with the customer's session or as a guest's (the browser keeps it only if it agrees) */
  session?: 'customer' | 'guest';
}

export interface Prerenderer {
  /** null: this page is not this app's, is not one it renders on the server, or the API did not answer in time */
  prerender(req: PrerenderRequest): Promise<PrerenderResult | null>;
}

declare global {
  /** every stylesheet the server bundle has evaluated (filled by webpack's server CSS loader) */
  var __martSsrCss: Set<string> | undefined;
}

/** Resolves with `p`'s value, or with undefined at the deadline. */
function until<T>(p: Promise<T>, deadline: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * One page at a time: the bus, the API client's headers, i18n's language and the query cache are this bundle's
 * globals, as they are in a browser tab, so two customers' renders must never interleave.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The server render of one app: the pages of its manifest marked `ssr` (their top is drawn from what their `load`
 * brought); `Root` is its routes without a browser router.
 */
export function createPrerenderer(app: AppName, manifest: RouteManifest, Root: ComponentType): Prerenderer {
  async function render(req: PrerenderRequest): Promise<PrerenderResult | null> {
    const url = new URL(req.url, 'http://page');
    const found = findPage(manifest, url.pathname);
    if (!found?.route.ssr || Date.now() >= req.deadline) return null;
    const { language, theme, moduleId, location } = pageStateOf(req.cookie);
    let token = found.route.personal ? sessionOf(req.cookie) : null;
    // the session came in a cookie, which a browser sends unasked: it may read the customer's data, never act
    api.configure({ baseUrl: req.apiBaseUrl, sessionOnGetsOnly: true });
    bus.set('auth', { token, profile: null });
    bus.set('guestId', null);
    bus.set('theme', theme);
    bus.set('language', language);
    bus.set('location', location ? { address: '', ...location } : null);
    bus.set('module', null);
    await applyLanguage(language);
    try {
      const site = await until(
        Promise.all([
          queryClient.fetchQuery(siteQueries.config(language)),
          queryClient.fetchQuery(siteQueries.modules(language)),
        ]),
        req.deadline,
      );
      if (!site) return null;
      const [config, modules] = site;
      const module: SelectedModule | null = modules.find((m) => m.id === moduleId) ?? null;
      // a module home is this app's only while its module is the customer's (none picked: the shell's picker's)
      if (found.route.followsModule && (remoteForModule(module?.module_type) ?? 'shell-pages') !== app) return null;
      bus.set('config', config);
      bus.set('modules', modules);
      bus.set('module', module);
      // whatever has not answered by the deadline renders as the browser's first render would: a skeleton
      const load = () => found.route.load?.(found.params, url.searchParams) ?? Promise.resolve();
      if (!token) await until(load(), req.deadline);
      else if (
        (await until(
          load().then(
            () => true,
            () => false,
          ),
          req.deadline,
        )) === false
      ) {
        // the API refused the session (expired, revoked, forged): the page as a guest sees it, nothing of theirs
        token = null;
        await queryClient.cancelQueries();
        queryClient.clear();
        bus.set('auth', { token: null, profile: null });
        await until(load(), req.deadline);
      }
      const html = renderToString(
        <BaseProviders>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <Root />
          </StaticRouter>
        </BaseProviders>,
      );
      const css = [...(globalThis.__martSsrCss ?? [])].join('\n');
      const page = { language, moduleId, theme, ...documentLanguage(language) };
      // what was asked with the token is keyed by it: the browser asks again rather than find the token in the page
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' && !(token && q.queryKey.includes(token)),
      });
      const session = found.route.personal ? { session: token ? ('customer' as const) : ('guest' as const) } : {};
      return { app, html, css, state, page, ...session };
    } catch (e) {
      console.error(`[mart] ${app}: server render of ${url.pathname} failed`, e);
      return null;
    } finally {
      // a late answer must not reach the next customer's render, nor their session
      await queryClient.cancelQueries();
      queryClient.clear();
      bus.set('auth', { token: null, profile: null });
    }
  }

  return {
    prerender(req) {
      const job = queue.then(() => render(req));
      queue = job.catch(() => undefined);
      return job;
    },
  };
}
