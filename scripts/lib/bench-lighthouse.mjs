// Lighthouse performance runs through its Node API: default config (mobile emulation, simulated throttling unless
// told otherwise), performance category only, a fresh Chromium per run started by chrome-launcher and always stopped.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../ensure-chromium.mjs';
import { stopProcess, trackProcess, withTimeout } from './bench-process.mjs';

export const CHROME_FLAGS = Object.freeze(['--headless=new', ...CHROMIUM_ARGS]);

/** The long tasks (50 ms and more, under the simulated throttle) of the load: how many, and the longest. */
export function longTasksOf(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items;
  if (!Array.isArray(items)) return { longTasks: 0, longestTaskMs: 0 };
  const durations = items.map((item) => item.duration).filter((value) => Number.isFinite(value));
  return { longTasks: durations.length, longestTaskMs: durations.length ? Math.max(...durations) : 0 };
}

const numeric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * One Lighthouse run against `url`. Never throws: a failed run comes back as `{ error }`.
 * @param {string} url
 * @param {{ chromePath: string, timeoutMs?: number, throttlingMethod?: 'simulate' | 'devtools' }} options
 * @returns {Promise<{ score?: number|null, lcpMs?: number|null, tbtMs?: number|null, cls?: number|null,
 *   fcpMs?: number|null, speedIndexMs?: number|null, warnings?: string[], error?: string, lhr?: object }>}
 */
export async function lighthouseRun(url, { chromePath, timeoutMs = 120_000, throttlingMethod = 'simulate' }) {
  let chrome;
  let handle;
  try {
    // Bounded by chrome-launcher itself: 50 connection attempts 500 ms apart, then it gives up.
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROME_FLAGS],
      handleSIGINT: false,
      logLevel: 'silent',
    });
    const launched = chrome;
    handle = trackProcess('chromium', launched.pid, { group: true, stop: () => launched.kill() });
    const result = await withTimeout(
      lighthouse(url, {
        port: launched.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod,
      }),
      timeoutMs,
      'Lighthouse run',
    );
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = lhr.categories.performance?.score;
    const run = {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      ...longTasksOf(lhr),
      warnings: lhr.runWarnings ?? [],
      lhr,
    };
    if (run.score === null) {
      const failing = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
        .map((id) => lhr.audits[id]?.errorMessage)
        .filter(Boolean);
      return { ...run, error: `no performance score${failing.length ? `: ${failing.join('; ')}` : ''}` };
    }
    return run;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (handle) await stopProcess(handle, 3000);
    else if (chrome) chrome.kill();
  }
}
