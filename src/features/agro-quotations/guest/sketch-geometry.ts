import type { GuestPoint } from './form';

/**
 * The plot's sketch (croqui) on a plane: a local equirectangular projection around a reference point,
 * good to well under 1 % over a farm's few kilometres. Area by the shoelace formula.
 */

/** Metres per degree of latitude (mean) and of longitude at the equator (WGS 84). */
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LON = 111_320;

export interface PlanePoint {
  /** Metres east of the origin. */
  x: number;
  /** Metres north of the origin. */
  y: number;
}

const cosLat = (origin: GuestPoint) => Math.cos((origin.latitude * Math.PI) / 180);

export function toPlane(point: GuestPoint, origin: GuestPoint): PlanePoint {
  return {
    x: (point.longitude - origin.longitude) * METRES_PER_DEGREE_LON * cosLat(origin),
    y: (point.latitude - origin.latitude) * METRES_PER_DEGREE_LAT,
  };
}

/** The inverse of toPlane, rounded to 7 decimals (about 1 cm). */
export function fromPlane(point: PlanePoint, origin: GuestPoint): GuestPoint {
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  return {
    latitude: round(origin.latitude + point.y / METRES_PER_DEGREE_LAT),
    longitude: round(origin.longitude + point.x / (METRES_PER_DEGREE_LON * cosLat(origin))),
  };
}

/** The mean of the points: the plane's origin (near every point, so the projection stays exact). */
export function centroid(points: readonly GuestPoint[]): GuestPoint | null {
  if (points.length === 0) return null;
  const sum = points.reduce(
    (acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/** The outline's area in square metres (0 below 3 points), whatever the direction it was drawn. */
export function planarArea(points: readonly PlanePoint[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i] as PlanePoint;
    const b = points[(i + 1) % points.length] as PlanePoint;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/** The approximate area of a geographic outline, in hectares. */
export function polygonAreaHa(points: readonly GuestPoint[]): number {
  const origin = centroid(points);
  if (!origin || points.length < 3) return 0;
  return planarArea(points.map((p) => toPlane(p, origin))) / 10_000;
}

/** '12,35 ha' (pt-BR, 2 decimals). */
export function formatHectares(ha: number): string {
  return `${ha.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ha`;
}

/** '-21,123456' (pt-BR, 6 decimals: about 10 cm). */
export function formatCoordinate(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 6, maximumFractionDigits: 6 });
}
