import { describe, expect, it } from 'vitest';
import { icoOf } from './favicon.mjs';

describe('icoOf', () => {
  it('puts each PNG behind an ICO header and a directory entry naming its size, length and place', () => {
    const big = Buffer.from('png-32-bytes');
    const small = Buffer.from('png-16');
    const ico = icoOf([
      { size: 32, png: big },
      { size: 16, png: small },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    const entry = (index: number) => 6 + 16 * index;
    expect(ico.readUInt8(entry(0))).toBe(32);
    expect(ico.readUInt32LE(entry(0) + 8)).toBe(big.length);
    const first = ico.readUInt32LE(entry(0) + 12);
    expect(first).toBe(6 + 32);
    expect(ico.subarray(first, first + big.length).toString()).toBe('png-32-bytes');
    const second = ico.readUInt32LE(entry(1) + 12);
    expect(ico.subarray(second, second + small.length).toString()).toBe('png-16');
  });
});
