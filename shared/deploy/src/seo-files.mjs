// @ts-check
// The files a crawler and a browser ask the site for by name (issue 41): /robots.txt, the sitemap index
// /sitemap.xml and its /sitemaps/<module>-<language>.xml, and /favicon.ico (the site's icon from its settings, when
// the shell's build brings none of its own).
import { SECURITY_HEADERS, fail } from './request-guard.mjs';
import { moduleSitemap, robotsTxt, siteIcon, sitemapCatalog, sitemapIndex } from './seo.mjs';
import { originOf } from './topology.mjs';

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} type @param {string} body */
function send(req, res, type, body) {
  const bytes = Buffer.from(body);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': String(bytes.length),
    // generated from the live catalog: crawlers may keep it a few minutes
    'Cache-Control': 'public, max-age=300',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Answers `urlPath` when it is one of these files; false otherwise (the caller goes on).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} urlPath @param {string} api the API's base URL
 */
export async function seoFile(req, res, urlPath, api) {
  if (urlPath === '/robots.txt') {
    const catalog = await sitemapCatalog(api);
    send(req, res, 'text/plain; charset=utf-8', robotsTxt(catalog?.site ?? originOf('shell')));
    return true;
  }
  if (urlPath === '/sitemap.xml' || urlPath.startsWith('/sitemaps/')) {
    const catalog = await sitemapCatalog(api);
    // the catalog could not be read: a crawler retries a 503 later, it drops a 404's sitemap
    if (!catalog) fail(req, res, 503, { 'Retry-After': '60' });
    else {
      const xml = urlPath === '/sitemap.xml' ? sitemapIndex(catalog) : moduleSitemap(catalog, urlPath.slice(10));
      if (xml) send(req, res, 'application/xml; charset=utf-8', xml);
      else fail(req, res, 404);
    }
    return true;
  }
  if (urlPath === '/favicon.ico') {
    const icon = await siteIcon(api);
    if (!icon) fail(req, res, 404);
    else {
      res.writeHead(302, { ...SECURITY_HEADERS, Location: icon, 'Cache-Control': 'public, max-age=3600' });
      res.end();
    }
    return true;
  }
  return false;
}
