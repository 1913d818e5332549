// A stand-in for ResizeObserver, which jsdom lacks: components observe as they would in a browser, and the test
// says when "a resize happened" (after giving elements the sizes it needs), which runs every live callback.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function stubResizeObserver(): { resize: () => void } {
  const live = new Set<FakeResizeObserver>();

  class FakeResizeObserver {
    readonly callback: ResizeObserverCallback;
    readonly targets = new Set<Element>();

    constructor(callback: ResizeObserverCallback) {
      this.callback = callback;
    }

    observe(target: Element) {
      this.targets.add(target);
      live.add(this);
    }

    unobserve(target: Element) {
      this.targets.delete(target);
      if (this.targets.size === 0) live.delete(this);
    }

    disconnect() {
      this.targets.clear();
      live.delete(this);
    }
  }

  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    resize: () =>
      act(() => {
        for (const observer of [...live]) {
          observer.callback([], observer as unknown as ResizeObserver);
        }
      }),
  };
}
