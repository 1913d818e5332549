import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session-store';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('createSessionStore', () => {
  it('keeps a value for the tab and re-renders its readers on every write', () => {
    const store = createSessionStore('test:a', { n: 0 }, (stored) => stored as { n: number });
    const { result } = renderHook(() => store.useValue());
    expect(result.current).toEqual({ n: 0 });
    act(() => store.write({ n: 2 }));
    expect(result.current).toEqual({ n: 2 });
    expect(JSON.parse(sessionStorage.getItem('test:a')!)).toEqual({ n: 2 });
  });

  it('revives what an earlier page stored, in today’s shape', () => {
    sessionStorage.setItem('test:b', JSON.stringify({ old: true }));
    const store = createSessionStore('test:b', { old: false, added: 'default' }, (stored) => ({
      old: false,
      added: 'default',
      ...(stored as object),
    }));
    expect(store.read()).toEqual({ old: true, added: 'default' });
  });

  it('keeps the value in memory when storage is refused, and starts empty when what is stored is not JSON', () => {
    sessionStorage.setItem('test:c', '{not json');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = createSessionStore('test:c', 'empty', (stored) => String(stored));
    expect(store.read()).toBe('empty');
    store.write('kept');
    expect(store.read()).toBe('kept');
  });
});
