import { act, renderHook } from '@testing-library/react';
import { useImportOnWant } from './useImportOnWant';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useImportOnWant', () => {
  it('imports nothing until wanted, then once however often it is wanted', async () => {
    const load = vi.fn(() => Promise.resolve('words'));
    const { result } = renderHook(() => useImportOnWant(load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.value).toBeNull();
    await act(async () => {
      result.current.want();
      result.current.want();
    });
    expect(result.current.value).toBe('words');
    act(() => result.current.want());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a component as the value, not calling it', async () => {
    const Content = vi.fn(() => null);
    const { result } = renderHook(() => useImportOnWant(() => Promise.resolve(Content)));
    await act(async () => result.current.want());
    expect(result.current.value).toBe(Content);
    expect(Content).not.toHaveBeenCalled();
  });

  it('says when the import failed, and tries again on the next want', async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let attempt = 0;
    const load = vi.fn(() => attempts[attempt++]!.promise);
    const { result } = renderHook(() => useImportOnWant(load));
    act(() => result.current.want());
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(result.current).toMatchObject({ value: null, failed: true });
    act(() => result.current.want());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1]!.resolve('words'));
    expect(result.current).toMatchObject({ value: 'words', failed: false });
  });
});
