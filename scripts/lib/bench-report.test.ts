// Medians and the text of the benchmark report.
import { describe, expect, it } from 'vitest';
import * as lib from './bench-report.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(lib.median([3, 1, 2])).toBe(2);
    expect(lib.median([90, 70, 80, 100])).toBe(85);
    expect(lib.median([5])).toBe(5);
  });

  it('ignores missing values and is null without any', () => {
    expect(lib.median([null, 4, undefined, Number.NaN, 2, 9])).toBe(4);
    expect(lib.median([])).toBeNull();
    expect(lib.median([null])).toBeNull();
  });
});

describe('summariseRuns', () => {
  it('summarises the successful runs metric by metric', () => {
    const summary = lib.summariseRuns([
      { score: 90, lcpMs: 2100, tbtMs: 10, cls: 0, longTasks: 3, longestTaskMs: 120 },
      { error: 'PROTOCOL_TIMEOUT' },
      { score: 96, lcpMs: 1900, tbtMs: 30, cls: 0.01, longTasks: 1, longestTaskMs: 60 },
      { score: 94, lcpMs: 2500, tbtMs: 0, cls: 0, longTasks: 2, longestTaskMs: 80 },
    ]);
    expect(summary).toMatchObject({
      runs: 4,
      succeeded: 3,
      score: 94,
      lcpMs: 2100,
      tbtMs: 10,
      cls: 0,
      longTasks: 2,
      longestTaskMs: 80,
    });
  });

  it('has no figures when every run failed', () => {
    expect(lib.summariseRuns([{ error: 'x' }])).toMatchObject({ runs: 1, succeeded: 0, score: null });
  });
});

describe('report text', () => {
  it('formats an aligned table', () => {
    const table = lib.formatTable(
      [
        ['route', 'l'],
        ['KB', 'r'],
      ],
      [
        ['/', '1.5'],
        ['/shareholders/home', '120.0'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'route                  KB',
      '------------------  -----',
      '/                     1.5',
      '/shareholders/home  120.0',
    ]);
  });

  it('shows dashes for what was not measured, and reads JS against the floor', () => {
    const table = lib.routeTable([
      {
        route: '/benchmark-floor',
        floor: true,
        html: { rawBytes: 4096, brBytes: 1024 },
        weight: { jsBytes: 128_000, cssBytes: 10_000 },
      },
      { route: '/nz', weight: { jsBytes: 2048, cssBytes: 512 } },
      {
        route: '/',
        html: { rawBytes: 163_840, brBytes: 14_336 },
        weight: { jsBytes: 140_000, cssBytes: 10_000 },
        lighthouse: {
          median: {
            runs: 3,
            succeeded: 2,
            score: 97,
            lcpMs: 1612.4,
            tbtMs: 12.6,
            longTasks: 2,
            longestTaskMs: 171.2,
            cls: 0.0012,
          },
        },
      },
    ]);
    const [header, , floor, nz, home] = table.split('\n');
    expect(header).toMatch(
      /^route\s+HTML KB\s+HTML KB br\s+JS KB gz\s+JS\/floor\s+CSS KB gz\s+perf\s+LCP ms\s+TBT ms\s+long tasks\s+longest ms\s+CLS\s+runs ok$/,
    );
    expect(floor?.split(/\s+/).slice(0, 6)).toEqual([
      '/benchmark-floor',
      '(floor)',
      '4.0',
      '1.0',
      '125.0',
      '1.000',
    ]);
    expect(nz?.split(/\s+/)).toEqual([
      '/nz',
      '-',
      '-',
      '2.0',
      '0.016',
      '0.5',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(home?.split(/\s+/)).toEqual([
      '/',
      '160.0',
      '14.0',
      '136.7',
      '1.094',
      '9.8',
      '97',
      '1612',
      '13',
      '2',
      '171',
      '0.001',
      '2/3',
    ]);
  });

  it('describes throughput and the ratio', () => {
    const lines = lib.throughputLines({
      path: '/',
      acceptEncoding: 'br',
      connections: 50,
      durationS: 8,
      warmupS: 2,
      server: {
        reqPerSec: 21000.4,
        latencyP50Ms: 2,
        latencyP99Ms: 5,
        bodyBytes: 13908,
        contentEncoding: 'br',
        serverCpuPct: 30.2,
        cpuUsPerRequest: 48.1,
        clientBound: true,
      },
      static: {
        reqPerSec: 7000,
        latencyP50Ms: 6,
        latencyP99Ms: 14,
        bodyBytes: 9000,
        contentEncoding: 'br',
        non2xx: 3,
      },
      ratio: 3.0,
      cpuRatio: 2.5,
    });
    expect(lines[0]).toContain('GET / (accept-encoding: br), 50 connections, 8 s after a 2 s warm-up');
    expect(lines[1]).toContain('21,000 req/s');
    expect(lines[1]).toContain('13,908 B br body; CPU 30.2% of a core, 48.1 us/request [client-bound]');
    expect(lines[2]).toContain('[3 non-2xx]');
    expect(lines[3]).toBe('  ratio server/static: 3.00 (req/s), 2.50 (CPU per request, static/server)');
    expect(lines[4]).toContain('client-bound');
  });

  it('reports a failed target', () => {
    const lines = lib.throughputLines({
      path: '/',
      acceptEncoding: 'br',
      connections: 1,
      durationS: 1,
      warmupS: 0,
      server: { error: 'GET / answered 500' },
      static: null,
      ratio: null,
    });
    expect(lines.slice(1)).toEqual([
      '  server (apps/server): failed (GET / answered 500)',
      '  static baseline (node:http + fs stream): not measured',
    ]);
  });
});

describe('the goal against the floor', () => {
  const floor = {
    route: '/benchmark-floor',
    floor: true,
    lighthouse: { median: { runs: 5, succeeded: 5, score: 100, tbtMs: 80, lcpMs: 1500, cls: 0 } },
  };
  const measured = (median: Record<string, number>, brBytes = 10 * 1024, kind?: 'content' | 'app') => ({
    route: '/x',
    kind,
    html: { rawBytes: 40_000, brBytes },
    lighthouse: { median: { runs: 5, succeeded: 5, ...median } },
  });

  it('is met at each limit and missed just past it', () => {
    expect(
      lib.goalMisses(measured({ score: 99, tbtMs: 130, lcpMs: 1650, cls: 0.02 }, 14 * 1024), floor),
    ).toEqual([]);
    expect(
      lib.goalMisses(measured({ score: 98, tbtMs: 131, lcpMs: 1651, cls: 0.021 }, 14 * 1024 + 1), floor),
    ).toEqual(['HTML 14.00 > 14 KB', 'perf 98', 'CLS 0.021', 'TBT +51 ms', 'LCP x1.10']);
  });

  it('allows an app page 20 KB of HTML', () => {
    expect(lib.goalMisses(measured({ score: 100 }, 20 * 1024, 'app'), floor)).toEqual([]);
    expect(lib.goalMisses(measured({ score: 100 }, 20 * 1024 + 1, 'app'), floor)).toEqual([
      'HTML 20.00 > 20 KB',
    ]);
  });

  it('judges timings only beside a measured floor', () => {
    expect(lib.goalMisses(measured({ score: 100, tbtMs: 900, lcpMs: 9000 }), undefined)).toEqual([]);
  });

  it('tabulates each route beside the floor', () => {
    const table = lib.goalTable([
      floor,
      {
        ...measured({ score: 97, tbtMs: 153, lcpMs: 1800, cls: 0.104 }, 21 * 1024, 'app'),
        route: '/search?q=a',
      },
      { ...measured({ score: 100, tbtMs: 70, lcpMs: 1400, cls: 0 }), route: '/' },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toContain('floor TBT 80 ms, LCP 1500 ms');
    expect(lines[3]?.split(/\s{2,}/)).toEqual([
      '/search?q=a',
      'app',
      '21.0',
      '97',
      '+73',
      '1.20',
      '0.104',
      'HTML 21.00 > 20 KB, perf 97, CLS 0.104, TBT +73 ms, LCP x1.20',
    ]);
    expect(lines[4]?.split(/\s{2,}/)).toEqual(['/', 'content', '10.0', '100', '-10', '0.93', '0.000', 'met']);
  });
});
