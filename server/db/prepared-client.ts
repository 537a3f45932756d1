import crypto from 'node:crypto';
import pg from 'pg';

/**
 * How many distinct statement texts get a name (and so a server-side prepared statement on each
 * connection). The portal's queries come from a bounded set of shapes (a list's filters combine into a
 * few dozen texts); the cap keeps a surprise (an IN list of every length, say) from growing every
 * connection's plan cache without end: texts past it run unnamed, as before.
 */
export const PREPARED_STATEMENTS_MAX = 1_000;

const DML = /^\s*(?:select|insert|update|delete|with)\b/i;
const names = new Map<string, string>();

/** The prepared-statement name of a query text, or undefined when it should run unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= PREPARED_STATEMENTS_MAX || !DML.test(text)) return undefined;
  const name = `q_${crypto.createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
}

/**
 * A node-postgres client that names every query by a hash of its text, so PostgreSQL parses it once
 * per connection and, after a few runs, reuses its plan instead of planning it again. Measured on the
 * quotations' list (a five-table join): planning cost several times the execution, and most of
 * PostgreSQL's CPU per request (docs/architecture.md, "Prepared statements").
 */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => query(...withName(args))) as pg.Client['query'];
  }
}

/** The arguments of `query`, its config named when it is a plain { text } object without a name. */
function withName(args: unknown[]): unknown[] {
  const [config] = args;
  if (!config || typeof config !== 'object' || 'submit' in config) return args;
  const c = config as QueryConfigLike;
  if (typeof c.text !== 'string' || c.name !== undefined) return args;
  const name = statementName(c.text);
  return name ? [{ ...c, name }, ...args.slice(1)] : args;
}
