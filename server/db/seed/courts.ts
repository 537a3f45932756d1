import type { Db } from '../client';

/** Seeds the Brazilian courts (CNJ segments and tribunal codes). Filled in by the judiciary domain. */
export async function seedCourts(_db: Db, _options: { demoUnits: boolean }): Promise<void> {}
