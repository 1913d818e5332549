import { render } from '@testing-library/react';
import { FakeIntersectionObserver as FakeObserver } from '../test-utils/intersection-observer';
import { useNearViewport } from './useNearViewport';

function Watched({ onNear }: { onNear: () => void }) {
  const ref = useNearViewport<HTMLDivElement>(onNear);
  return <div ref={ref}>Far down the page</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    FakeObserver.all = [];
    vi.unstubAllGlobals();
  });

  it('calls back once the element comes within 200px of the viewport, and only once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNear = vi.fn();
    render(<Watched onNear={onNear} />);
    const [observer] = FakeObserver.all;
    expect(observer!.options?.rootMargin).toBe('200px');
    expect(observer!.observed.map((element) => element.textContent)).toEqual(['Far down the page']);
    observer!.report(false);
    expect(onNear).not.toHaveBeenCalled();
    observer!.report(true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('stops watching when the element goes', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Watched onNear={vi.fn()} />);
    unmount();
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
  });

  it('calls back at once where the browser cannot watch', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    render(<Watched onNear={onNear} />);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
