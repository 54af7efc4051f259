import type { LatLng } from '../db/schema';
import { EARTH_RADIUS_M } from '@mart/domain';

/** Ray casting; the polygon is a ring of vertices (closing vertex optional). Points on an edge may go either way. */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

export interface ZoneShape {
  id: number;
  name: string;
  polygon: LatLng[];
}

/** Zones change rarely (no admin API here), so they are read once per minute rather than on every lookup. */
export class ZoneLocator {
  private cache: { at: number; zones: ZoneShape[] } | null = null;

  constructor(
    /** reads the active zones' outlines (the zones repository) */
    private readonly load: () => Promise<ZoneShape[]>,
    private readonly now: () => number,
  ) {}

  /** Forget the zones read (a zone was written, here or through another instance). */
  clear(): void {
    this.cache = null;
  }

  async zones(): Promise<ZoneShape[]> {
    if (this.cache && this.now() - this.cache.at < 60_000) return this.cache.zones;
    const zones = await this.load();
    this.cache = { at: this.now(), zones };
    return zones;
  }

  async zoneIdsAt(point: LatLng): Promise<number[]> {
    return (await this.zones()).filter((z) => pointInPolygon(point, z.polygon)).map((z) => z.id);
  }
}

export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
