// One-time-code sends per second by delivery: the server (API only, memory store) in demo mode (the code lands in
// the demo inbox), then with OTP_DELIVERY=smtp against an SMTP server in this process (smtp-server on a loopback
// port, which accepts and drops each message), so the figure is what the server's side of sending costs. Each send
// comes from its own client to its own contact, as real visitors would, so no limit is reached.
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { freePort, measureAgainst, startChild, waitForHttp, withTimeout } from './bench-process.mjs';
import { jsonPosts } from './bench-otp.mjs';

async function startSmtpSink() {
  let received = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${sink.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => sink.close(resolve)),
  };
}

async function measureSends(label, { serverEntry, repoRoot, logDir, env, settings, progress, firstClient }) {
  const port = await freePort();
  const server = startChild(`server (${label})`, process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', API_ONLY: '1', TRUST_PROXY: '1' },
    logFile: path.join(logDir, `server-delivery-${label}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  return measureAgainst(server, progress, async () => {
    await waitForHttp(`${origin}/healthz`, { timeoutMs: 60_000, entry: server });
    progress(`otp sends (${label}): ${settings.durationS} s of sends...`);
    const result = await withTimeout(
      autocannon({
        url: `${origin}/api/otp/send`,
        connections: settings.connections,
        duration: settings.durationS,
        requests: jsonPosts((n) => ({ contact: `delivery-${label}-${n}@example.com` }), firstClient),
      }),
      (settings.durationS + 60) * 1000,
      'autocannon (sends)',
    );
    progress(`  ${Math.round(result.requests.average)} sends/s, ${label}`);
    return {
      sendsPerSec: result.requests.average,
      sends: result.requests.total,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  });
}

/**
 * @param {{ serverEntry: string, repoRoot: string, logDir: string, progress: (line: string) => void,
 *   settings: { connections: number, durationS: number } }} options
 */
export async function measureDelivery(options) {
  const demo = await measureSends('demo', {
    ...options,
    env: { OTP_DELIVERY: 'demo' },
    firstClient: 3_000_000,
  });
  const sink = await startSmtpSink();
  try {
    const smtp = await measureSends('smtp', {
      ...options,
      env: { OTP_DELIVERY: 'smtp', SMTP_URL: sink.url, OTP_FROM: 'Bench <codes@bench.example>' },
      firstClient: 4_000_000,
    });
    return { ...options.settings, demo, smtp: { ...smtp, messagesReceived: sink.received() } };
  } finally {
    await sink.close();
  }
}

const sendsLine = (result) =>
  result.error
    ? `failed (${result.error})`
    : `${Math.round(result.sendsPerSec)} sends/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms` +
      `${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}` +
      `${result.messagesReceived === undefined ? '' : `, ${result.messagesReceived} messages received`}`;

export function deliveryLines(delivery) {
  return [
    `One-time-code sends by delivery, ${delivery.connections} connections for ${delivery.durationS} s (memory store):`,
    `  demo (inbox):           ${sendsLine(delivery.demo)}`,
    `  smtp (a local server):  ${sendsLine(delivery.smtp)}`,
  ];
}
