/** CNJ judiciary segments: the "J" digit of the unique process number (Resolução CNJ 65/2008). */
export const SEGMENTS = {
  1: 'Supremo Tribunal Federal',
  2: 'Conselho Nacional de Justiça',
  3: 'Superior Tribunal de Justiça',
  4: 'Justiça Federal',
  5: 'Justiça do Trabalho',
  6: 'Justiça Eleitoral',
  7: 'Justiça Militar da União',
  8: 'Justiça dos Estados e do Distrito Federal',
  9: 'Justiça Militar Estadual',
} as const;
export type SegmentId = keyof typeof SEGMENTS;

/** Kept apart from the judiciary schemas: the courts list validates its URL with it in the entry bundle. */
export const SEGMENT_IDS = Object.keys(SEGMENTS).map(Number) as SegmentId[];
