// Run by `npm test` after the build: fails when the files a browser fetches to show /login, or the
// guest farm form (issue 12), outgrow their budget. Sizes, not times: they do not flake on a loaded
// machine. `npm run bench` prints the same figures with the timings. E2E_WEB_ROOT names another build
// folder than dist/, as for the e2e tests.
import path from 'node:path';
import { GUEST_BUDGET_KIB, GUEST_PATH, LOGIN_BUDGET_KIB, measureBundle, measureGuestRoute } from './bundle';

const dist = path.resolve(process.env.E2E_WEB_ROOT ?? 'dist');
let failed = false;

const bundle = measureBundle(dist);
const kib = bundle.loginGzipBytes / 1024;
const verdict = kib <= LOGIN_BUDGET_KIB;
console.log(
  `/login: ${kib.toFixed(1)} KiB gzip em ${bundle.loginFiles.length} arquivos (orçamento ${LOGIN_BUDGET_KIB} KiB): ` +
    (verdict ? 'dentro' : 'ESTOURADO'),
);
if (!verdict) {
  for (const file of bundle.loginFiles) console.log(`  ${file}`);
  failed = true;
}

const guest = measureGuestRoute(dist);
const guestKib = guest.gzipBytes / 1024;
const guestVerdict = guestKib <= GUEST_BUDGET_KIB;
console.log(
  `${GUEST_PATH}: ${guestKib.toFixed(1)} KiB gzip (JS ${(guest.jsGzipBytes / 1024).toFixed(1)} + CSS ` +
    `${(guest.cssGzipBytes / 1024).toFixed(1)}) em ${guest.files.length} arquivos (orçamento ${GUEST_BUDGET_KIB} KiB): ` +
    (guestVerdict ? 'dentro' : 'ESTOURADO'),
);
if (!guestVerdict) {
  for (const file of [...guest.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${file.file}  ${file.name}`);
  failed = true;
}
if (failed) process.exit(1);
