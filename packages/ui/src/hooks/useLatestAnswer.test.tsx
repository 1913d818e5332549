import { act, renderHook } from '@testing-library/react';
import { useLatestAnswer } from './useLatestAnswer';

/** An `ask` whose answers the test gives by hand, one pending promise per question asked. */
function manualAsk() {
  const asked: { key: string; signal: AbortSignal; answer: (value: string) => void }[] = [];
  let keyOf = '';
  const ask = (signal: AbortSignal) =>
    new Promise<string>((resolve) => asked.push({ key: keyOf, signal, answer: resolve }));
  return { asked, ask, setKey: (key: string) => (keyOf = key) };
}

describe('useLatestAnswer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, after the key has been quiet for the delay', () => {
    const { asked, ask, setKey } = manualAsk();
    const { rerender } = renderHook(({ key }) => (setKey(key ?? ''), useLatestAnswer(key, ask, 400)), {
      initialProps: { key: null as string | null },
    });
    for (const key of ['a', 'ab', 'abc']) {
      rerender({ key });
      act(() => vi.advanceTimersByTime(399));
    }
    expect(asked).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(asked.map((question) => question.key)).toEqual(['abc']);
  });

  it('aborts the question on the way as soon as the key changes, and never shows its late answer', async () => {
    const { asked, ask, setKey } = manualAsk();
    const { result, rerender } = renderHook(({ key }) => (setKey(key), useLatestAnswer(key, ask)), {
      initialProps: { key: 'first' },
    });
    rerender({ key: 'second' });
    expect(asked[0]?.signal.aborted).toBe(true);
    await act(async () => asked[0]?.answer('answer to first'));
    expect(result.current.current).toBeNull();
    await act(async () => asked[1]?.answer('answer to second'));
    expect(result.current.current).toEqual({ key: 'second', ok: true, value: 'answer to second' });
  });

  it('asks nothing while the key is null', () => {
    const { asked, ask } = manualAsk();
    renderHook(() => useLatestAnswer(null, ask, 0));
    act(() => vi.runAllTimers());
    expect(asked).toHaveLength(0);
  });
});
