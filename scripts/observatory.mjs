// `npm run observatory`: grades the site with MDN's HTTP Observatory scanner (@mdn/mdn-http-observatory) as a
// visitor's browser would meet it: served over HTTPS on port 443 of this machine with a fresh self-signed
// certificate (which the scanner trusts through NODE_EXTRA_CA_CERTS), plain HTTP on port 80 redirecting to it.
// The scanner lives in tools/observatory, installed there with install scripts off (they download lists), and
// given an empty HSTS preload list: no local site can be preloaded. Ports 80 and 443 need root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { installCleanup, logTail, startChild, stopAll, stopProcess } from './lib/bench-process.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';
import { repoRoot } from './lib/paths.mjs';
import { selfSignedCertificate } from './lib/self-signed-cert.mjs';

const TOOL_DIR = path.join(repoRoot, 'tools/observatory');
const SCANNER_DIR = path.join(TOOL_DIR, 'node_modules/@mdn/mdn-http-observatory');
const SERVER_ENTRY = path.join(repoRoot, 'apps/server/src/main.ts');
const HOST = 'localhost';
const progress = (line) => process.stderr.write(`[observatory] ${line}\n`);

function installScanner() {
  if (existsSync(path.join(SCANNER_DIR, 'src/scan.js'))) return;
  progress('installing the scanner into tools/observatory (install scripts off)...');
  const result = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: TOOL_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci in tools/observatory failed');
}

/** Resolves once the HTTPS server answers /healthz, trusting only the certificate just made. */
async function waitForHttps(ca, entry, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry.exited) throw new Error(`the server exited (${entry.exitInfo})\n${logTail(entry)}`);
    const status = await new Promise((resolve) => {
      request({ host: '127.0.0.1', servername: HOST, port: 443, path: '/healthz', ca }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', () => resolve(0))
        .end();
    });
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`https://${HOST}/healthz did not answer within ${timeoutMs / 1000} s\n${logTail(entry)}`);
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('serving on ports 80 and 443 needs root');
  installCleanup(progress);
  ensureBuild();
  installScanner();
  writeFileSync(path.join(SCANNER_DIR, 'conf/hsts-preload.json'), '{}\n');

  const work = mkdtempSync(path.join(os.tmpdir(), 'observatory-'));
  process.on('exit', () => rmSync(work, { recursive: true, force: true }));
  const certificate = selfSignedCertificate(work);
  const env = {
    ...process.env,
    PORT: '443',
    HOST: '127.0.0.1',
    TLS_CERT: certificate.certFile,
    TLS_KEY: certificate.keyFile,
    HTTP_REDIRECT_PORT: '80',
  };
  delete env.TRUST_PROXY;
  const server = startChild('server', process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    logFile: path.join(work, 'server.log'),
  });
  try {
    await waitForHttps(certificate.cert, server);
    progress(`scanning ${HOST} (https on 443, http on 80)...`);
    const scan = spawnSync(
      process.execPath,
      ['--dns-result-order=ipv4first', path.join(SCANNER_DIR, 'src/scan.js'), HOST],
      { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile } },
    );
    if (scan.status !== 0) throw new Error(`the scanner failed: ${scan.stderr || scan.stdout}`);
    const { scan: summary, tests } = JSON.parse(scan.stdout);
    const lines = [
      `MDN HTTP Observatory: grade ${summary.grade}, score ${summary.score} ` +
        `(${summary.testsPassed}/${summary.testsQuantity} tests passed)`,
      ...Object.values(tests).map(
        (test) =>
          `  ${test.pass ? 'pass' : 'FAIL'}  ${String(test.scoreModifier).padStart(3)}  ${test.result}`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await stopProcess(server);
    await stopAll();
  }
}

main().catch(async (error) => {
  progress(`failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
