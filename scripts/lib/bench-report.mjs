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

/**
 * The goal every key route is read against, in the same run as the floor page (the framework alone): what a page
 * adds to the floor is what this site controls. HTML limits by kind: a content page's first round trip (14 KB) and
 * an app page's (a journey step, the comparison, search: 20 KB).
 */
export const ROUTE_GOAL = Object.freeze({
  minScore: 99,
  tbtOverFloorMs: 50,
  maxCls: 0.02,
  lcpOverFloor: 1.1,
  htmlBrKb: Object.freeze({ content: 14, app: 20 }),
});

/**
 * What keeps one route from the goal, as short phrases ('perf 97', 'TBT +73 ms'); empty when it meets it.
 * Lighthouse figures are judged only when both the route and the floor have them.
 */
export function goalMisses(route, floor, goal = ROUTE_GOAL) {
  const misses = [];
  const limitKb = goal.htmlBrKb[route.kind ?? 'content'];
  if (route.html && route.html.brBytes > limitKb * 1024)
    misses.push(`HTML ${(route.html.brBytes / 1024).toFixed(2)} > ${limitKb} KB`);
  const own = route.lighthouse?.median;
  const base = floor?.lighthouse?.median;
  if (!own || !own.succeeded) return misses;
  if (typeof own.score === 'number' && own.score < goal.minScore) misses.push(`perf ${own.score}`);
  if (typeof own.cls === 'number' && own.cls > goal.maxCls) misses.push(`CLS ${own.cls.toFixed(3)}`);
  if (typeof own.tbtMs === 'number' && typeof base?.tbtMs === 'number') {
    const over = own.tbtMs - base.tbtMs;
    if (over > goal.tbtOverFloorMs) misses.push(`TBT +${Math.round(over)} ms`);
  }
  if (typeof own.lcpMs === 'number' && typeof base?.lcpMs === 'number' && base.lcpMs > 0) {
    const ratio = own.lcpMs / base.lcpMs;
    if (ratio > goal.lcpOverFloor) misses.push(`LCP x${ratio.toFixed(2)}`);
  }
  return misses;
}

/** Each key route beside the floor: TBT over it, LCP as a multiple of it, and what misses the goal. */
export function goalTable(routes, goal = ROUTE_GOAL) {
  const floor = routes.find((route) => route.floor);
  const columns = /** @type {[string, 'l' | 'r'][]} */ ([
    ['route', 'l'],
    ['kind', 'l'],
    ['HTML KB br', 'r'],
    ['perf', 'r'],
    ['TBT - floor ms', 'r'],
    ['LCP / floor', 'r'],
    ['CLS', 'r'],
    ['goal', 'l'],
  ]);
  const floorMedian = floor?.lighthouse?.median;
  const rows = routes
    .filter((route) => !route.floor)
    .map((route) => {
      const own = route.lighthouse?.median;
      const tbtOver =
        typeof own?.tbtMs === 'number' && typeof floorMedian?.tbtMs === 'number'
          ? own.tbtMs - floorMedian.tbtMs
          : null;
      const lcpRatio =
        typeof own?.lcpMs === 'number' && typeof floorMedian?.lcpMs === 'number' && floorMedian.lcpMs > 0
          ? own.lcpMs / floorMedian.lcpMs
          : null;
      const misses = goalMisses(route, floor, goal);
      return [
        route.route,
        route.kind ?? 'content',
        kb(route.html?.brBytes),
        fixed(own?.score, 0),
        tbtOver === null ? '-' : `${tbtOver >= 0 ? '+' : ''}${Math.round(tbtOver)}`,
        fixed(lcpRatio, 2),
        fixed(own?.cls, 3),
        misses.length ? misses.join(', ') : 'met',
      ];
    });
  const heading =
    `Goal: perf >= ${goal.minScore}, TBT <= floor + ${goal.tbtOverFloorMs} ms, CLS <= ${goal.maxCls}, ` +
    `LCP <= floor x ${goal.lcpOverFloor}, HTML <= ${goal.htmlBrKb.content} KB br (content) / ` +
    `${goal.htmlBrKb.app} KB (app); floor TBT ${fixed(floorMedian?.tbtMs, 0)} ms, LCP ${fixed(floorMedian?.lcpMs, 0)} ms`;
  return `${heading}\n${formatTable(columns, rows)}`;
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
