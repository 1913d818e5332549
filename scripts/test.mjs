// `npm test`: lint, types, the library packages, unit tests (after making sure redis-server is installed), build, then browser tests,
// the example apps that install the packages, and a closing "N passed, N failed" line that totals the unit, e2e and
// consumer tests. Exits 0 only when every step passes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const resultsDir = path.join(repoRoot, 'test-results');
const unitReport = path.join(resultsDir, 'unit.json');
const e2eReport = path.join(resultsDir, 'e2e.json');
const consumersReport = path.join(resultsDir, 'consumers.json');

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const failedSteps = [];
const run = (name, command, args) => {
  const ok = step(name, command, args);
  if (!ok) failedSteps.push(name);
  return ok;
};

run('tokens', 'npm', ['run', 'tokens']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('format', 'npx', ['prettier', '--check', '.']);
run('types', 'npm', ['run', 'typecheck']);
// The library as another app installs it: built, packed into .packs/ and checked (publint, attw, the tarballs).
const packed = run('packages', 'npm', ['run', 'packages']);
// The store tests start their own redis-server (Debian's), installed here when missing, like Chromium.
run('redis-server', 'node', ['scripts/ensure-redis.mjs']);
run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
if (run('build', 'npm', ['run', 'build'])) {
  run('e2e', 'npm', ['run', 'test:e2e']);
} else {
  console.log('Skipping the browser tests: the build failed.');
}
// The packed tarballs installed, built and checked in a browser by two apps outside the workspaces (examples/).
if (packed) run('consumers', 'npx', ['playwright', 'test', '-c', 'examples/playwright.config.ts']);
else console.log('Skipping the consumer apps: the packages did not build.');

const unit = readJson(unitReport);
const browserReports = [readJson(e2eReport), readJson(consumersReport)];
const passed =
  (unit?.numPassedTests ?? 0) +
  browserReports.reduce(
    (sum, report) => sum + (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0),
    0,
  );
const failed =
  (unit?.numFailedTests ?? 0) +
  browserReports.reduce((sum, report) => sum + (report?.stats?.unexpected ?? 0), 0);

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (!existsSync(e2eReport)) console.log('No browser test report was written.');
if (!existsSync(consumersReport)) console.log('No consumer test report was written.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 ? 0 : 1);
