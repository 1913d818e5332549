// Numbers and text of the benchmark report: medians, units and a plain-text table.

/** Median of the finite numbers in `values` (mean of the middle two for an even count); null when there are none. */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per-metric medians over the successful Lighthouse runs (runs with an `error` are left out). */
export function summariseRuns(runs) {
  const ok = runs.filter((run) => !run.error);
  const pick = (key) => median(ok.map((run) => run[key]));
  return {
    runs: runs.length,
    succeeded: ok.length,
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    longTasks: pick('longTasks'),
    longestTaskMs: pick('longestTaskMs'),
  };
}

/** Bytes as KB (1024 bytes) with one decimal. */
export const kb = (bytes) => (typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : '-');

const fixed = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '-');

/**
 * A plain-text table: `columns` is a list of [header, align ('l' | 'r')]; `rows` a list of string arrays.
 * @param {[string, 'l' | 'r'][]} columns
 * @param {string[][]} rows
 */
export function formatTable(columns, rows) {
  const widths = columns.map(([header], index) =>
    Math.max(header.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) =>
        columns[index]?.[1] === 'r' ? cell.padStart(widths[index]) : cell.padEnd(widths[index]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(columns.map(([header]) => header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}

/** The route table of the report. */
export function routeTable(routes) {
  const columns = /** @type {[string, 'l' | 'r'][]} */ ([
    ['route', 'l'],
    ['HTML KB', 'r'],
    ['HTML KB br', 'r'],
    ['JS KB gz', 'r'],
    ['JS/floor', 'r'],
    ['CSS KB gz', 'r'],
    ['perf', 'r'],
    ['LCP ms', 'r'],
    ['TBT ms', 'r'],
    ['long tasks', 'r'],
    ['longest ms', 'r'],
    ['CLS', 'r'],
    ['runs ok', 'r'],
  ]);
  const floorJs = routes.find((route) => route.floor)?.weight?.jsBytes;
  const rows = routes.map((route) => {
    const lh = route.lighthouse;
    return [
      route.floor ? `${route.route} (floor)` : route.route,
      kb(route.html?.rawBytes),
      kb(route.html?.brBytes),
      kb(route.weight?.jsBytes),
      floorJs && route.weight ? fixed(route.weight.jsBytes / floorJs, 3) : '-',
      kb(route.weight?.cssBytes),
      fixed(lh?.median.score, 0),
      fixed(lh?.median.lcpMs, 0),
      fixed(lh?.median.tbtMs, 0),
      fixed(lh?.median.longTasks, 0),
      fixed(lh?.median.longestTaskMs, 0),
      fixed(lh?.median.cls, 3),
      lh ? `${lh.median.succeeded}/${lh.median.runs}` : '-',
    ];
  });
  return formatTable(columns, rows);
}

/** One line per throughput target, then the ratio. */
export function throughputLines(throughput) {
  const describe = (label, result) => {
    if (!result) return `${label}: not measured`;
    if (result.error) return `${label}: failed (${result.error})`;
    const problems = [
      result.non2xx ? `${result.non2xx} non-2xx` : '',
      result.errors ? `${result.errors} errors` : '',
      result.timeouts ? `${result.timeouts} timeouts` : '',
    ].filter(Boolean);
    if (result.clientBound) problems.push('client-bound');
    const cpu =
      typeof result.cpuUsPerRequest === 'number'
        ? `; CPU ${result.serverCpuPct}% of a core, ${result.cpuUsPerRequest} us/request`
        : '';
    return (
      `${label}: ${Math.round(result.reqPerSec).toLocaleString('en-AU')} req/s, latency p50 ${result.latencyP50Ms} ms ` +
      `p99 ${result.latencyP99Ms} ms, ${result.bodyBytes.toLocaleString('en-AU')} B ` +
      `${result.contentEncoding ?? 'identity'} body${cpu}` +
      (problems.length ? ` [${problems.join(', ')}]` : '')
    );
  };
  const lines = [
    `Throughput on GET ${throughput.path} (accept-encoding: ${throughput.acceptEncoding}), ${throughput.connections} ` +
      `connections${throughput.workers ? ` on ${throughput.workers} autocannon workers` : ''}, ` +
      `${throughput.durationS} s after a ${throughput.warmupS} s warm-up:`,
    `  ${describe('server (apps/server)', throughput.server)}`,
    `  ${describe('static baseline (node:http + fs stream)', throughput.static)}`,
  ];
  if (typeof throughput.ratio === 'number') {
    lines.push(
      `  ratio server/static: ${throughput.ratio.toFixed(2)} (req/s)` +
        (typeof throughput.cpuRatio === 'number'
          ? `, ${throughput.cpuRatio.toFixed(2)} (CPU per request, static/server)`
          : ''),
    );
  }
  if (throughput.server?.clientBound || throughput.static?.clientBound) {
    lines.push(
      '  client-bound: autocannon used a full core before the server did; compare the CPU per request.',
    );
  }
  return lines;
}
