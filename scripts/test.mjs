// `npm test`: typecheck, lint, format, unit and server tests, build, e2e. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
let passed = 0;
let failed = 0;
const failures = [];
/** The failed tests by name, repeated at the end: CI shows only the tail of the log. */
const failedTests = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function counted(label, cmd, args, reportFile, count, env) {
  const ok = run(label, cmd, args, env);
  let counts;
  try {
    counts = count(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  } catch {
    counts = undefined;
  }
  if (!counts) {
    failed += 1;
    failures.push(`${label} (sem relatório)`);
    return false;
  }
  passed += counts.passed;
  failed += counts.failed;
  failedTests.push(...counts.names);
  if (counts.failed > 0 || !ok) failures.push(label);
  if (!ok && counts.failed === 0) failed += 1;
  return ok;
}

const relative = (file) => path.relative(root, file ?? '');
const vitestCount = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
  names: r.testResults.flatMap((file) => {
    const failedTests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${relative(file.name)} › ${t.fullName}`);
    return failedTests.length === 0 && file.status === 'failed'
      ? [`${relative(file.name)} (${file.message?.split('\n')[0] ?? 'falhou'})`]
      : failedTests;
  }),
});
/** Every spec of a Playwright JSON report, through its nested describe blocks. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
const playwrightCount = (r) => ({
  passed: r.stats.expected + (r.stats.flaky ?? 0),
  failed: r.stats.unexpected,
  names: r.suites
    .flatMap(specsOf)
    .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
    .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
});

const want = (step) => only.length === 0 || only.includes(step);

if (want('static')) {
  check('typecheck', 'npx', ['tsc', '-p', '.']);
  check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
}
if (want('unit')) {
  const report = path.join(tmp, 'vitest.json');
  counted(
    'unit and server tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
    vitestCount,
  );
}
if (want('server')) {
  const report = path.join(tmp, 'vitest-server.json');
  counted(
    'server tests',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
    vitestCount,
  );
}
if (want('e2e')) {
  if (run('build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
    passed += 1;
    check('bundle budgets (/login, guest form)', 'node', ['--import', 'tsx', 'tests/bench/budget.ts']);
    const report = path.join(tmp, 'playwright.json');
    counted('e2e', 'npx', ['playwright', 'test'], report, playwrightCount, {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
  } else {
    failed += 1;
    failures.push('build');
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFalharam: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`  ✘ ${name}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
