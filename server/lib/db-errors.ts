/** A unique-constraint violation (SQLSTATE 23505), wherever the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  while (typeof e === 'object' && e !== null) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A foreign-key violation (SQLSTATE 23503), wherever the driver wraps it. */
export function isForeignKeyViolation(err: unknown): boolean {
  let e: unknown = err;
  while (typeof e === 'object' && e !== null) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
