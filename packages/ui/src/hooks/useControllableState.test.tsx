import { act, renderHook } from '@testing-library/react';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own value when the parent gives none, and tells the parent of each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState<string | undefined>(undefined, 'a', onChange));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('shows the parent’s value, null and the empty string included, and leaves the change to the parent', () => {
    const onChange = vi.fn();
    for (const value of ['x', '', null]) {
      const { result } = renderHook(() => useControllableState<string | null>(value, 'own', onChange));
      expect(result.current[0]).toBe(value);
      act(() => result.current[1]('b'));
      expect(result.current[0]).toBe(value);
      expect(onChange).toHaveBeenLastCalledWith('b');
    }
  });

  it('takes a function value as the value, not as an updater', () => {
    const first = () => 1;
    const second = () => 2;
    const { result } = renderHook(() =>
      useControllableState<() => number>(undefined, () => first, undefined),
    );
    act(() => result.current[1](second));
    expect(result.current[0]).toBe(second);
  });
});
