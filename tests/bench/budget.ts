// Run by `npm test` after the build: fails when the files a browser fetches to show /login outgrow
// their budget. A size, not a time: it does not flake on a loaded machine. `npm run bench` prints
// the same figure with the timings.
import path from 'node:path';
import { LOGIN_BUDGET_KIB, measureBundle } from './bundle';

const bundle = measureBundle(path.resolve('dist'));
const kib = bundle.loginGzipBytes / 1024;
const verdict = kib <= LOGIN_BUDGET_KIB;
console.log(
  `/login: ${kib.toFixed(1)} KiB gzip em ${bundle.loginFiles.length} arquivos (orçamento ${LOGIN_BUDGET_KIB} KiB): ` +
    (verdict ? 'dentro' : 'ESTOURADO'),
);
if (!verdict) {
  for (const file of bundle.loginFiles) console.log(`  ${file}`);
  process.exit(1);
}
