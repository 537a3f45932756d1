/**
 * The `If-Match` header of a write over a record read with its ETag: a change made meanwhile elsewhere
 * is refused (412) instead of overwritten. No header when the form had no ETag to send.
 */
export const ifMatch = (etag: string | null): Record<string, string> => (etag ? { 'If-Match': etag } : {});
