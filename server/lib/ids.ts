import * as v from 'valibot';

const uuid = v.pipe(v.string(), v.uuid());

/** Whether a value is a UUID: checked before a uuid column is queried with text from a token. */
export const isUuid = (value: string): boolean => v.is(uuid, value);
