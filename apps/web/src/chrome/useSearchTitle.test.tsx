import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSearchTitle } from './useSearchTitle';

const OWN = 'Search | Larkspur Health';

beforeEach(() => {
  document.title = OWN;
});
afterEach(cleanup);

describe('useSearchTitle', () => {
  it('puts what was searched in front of the page’s own title, and takes it away for no search', () => {
    const { rerender } = renderHook(({ searched }) => useSearchTitle(searched), {
      initialProps: { searched: 'dental' },
    });
    expect(document.title).toBe(`dental: ${OWN}`);
    rerender({ searched: 'optical' });
    expect(document.title).toBe(`optical: ${OWN}`);
    rerender({ searched: '' });
    expect(document.title).toBe(OWN);
  });

  it('sets it again when the page’s own title is drawn after it (a search from the address, on load)', async () => {
    renderHook(() => useSearchTitle('dental'));
    const title =
      document.head.querySelector('title') ?? document.head.appendChild(document.createElement('title'));
    title.textContent = OWN;
    await waitFor(() => expect(document.title).toBe(`dental: ${OWN}`));
  });

  it('leaves another page’s title alone', async () => {
    renderHook(() => useSearchTitle('dental'));
    document.title = 'Hospital cover | Larkspur Health';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Hospital cover | Larkspur Health');
  });
});
