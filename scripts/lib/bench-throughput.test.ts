// CPU accounting of the throughput measurement, read from /proc.
import { describe, expect, it } from 'vitest';
import * as lib from './bench-throughput.mjs';

describe('process CPU time', () => {
  it('reads utime + stime, whatever the command name holds', () => {
    const rest = 'S 1 1 1 0 -1 4194304 126 0 0 0 250 37 0 0 20 0 1 0 107610 3133440 387';
    expect(lib.parseProcStat(`28878 (node) ${rest}`)).toBe(287);
    expect(lib.parseProcStat(`28878 (a (b) c) ${rest}`)).toBe(287);
    expect(lib.parseProcStat('garbage')).toBeNull();
  });

  it.runIf(process.platform === 'linux')('measures a live process and gives up on a missing one', () => {
    const start = lib.processCpuSeconds(process.pid);
    expect(start).toBeGreaterThan(0);
    let x = 0;
    for (let i = 0; i < 3e7; i += 1) x += i % 7;
    expect(x).toBeGreaterThan(0);
    expect(lib.processCpuSeconds(process.pid)).toBeGreaterThan(start ?? Infinity);
    expect(lib.processCpuSeconds(2 ** 22 + 12345)).toBeNull();
  });
});
