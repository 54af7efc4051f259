import { buildApp } from '../app';
import { openDatabase } from '../db/connect';
import { routeSchemas, type RouteSchemas } from './typescript';

/**
 * Every route the API registers, with its schemas: the app is built as a deployment with every optional part on
 * (operator API included) over an empty in-memory database, and closed again. No request is served.
 */
export async function collectRoutes(): Promise<RouteSchemas[]> {
  const db = await openDatabase({ dataDir: 'memory://' });
  const routes: RouteSchemas[] = [];
  const app = await buildApp({
    db,
    docs: false,
    operatorKey: 'api-types',
    catalogCache: { ttlMs: 0 },
    onRoute: (route) => routes.push(...routeSchemas(route)),
  });
  await app.close();
  await db.destroy();
  return routes;
}
