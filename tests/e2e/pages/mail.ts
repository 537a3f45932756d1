import fs from 'node:fs';
import path from 'node:path';

/**
 * The mails the test server wrote to its .eml outbox (DATA_DIR/mail, no SMTP_URL) for one address,
 * oldest first, with quoted-printable soft breaks joined so links and names read whole.
 */
export function mailsTo(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((eml) => new RegExp(`^To: .*\\b${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(eml));
}
