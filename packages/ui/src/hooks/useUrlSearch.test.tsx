import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceUrlSearch, useUrlSearch } from './useUrlSearch';

function Reader({ name }: { name: string }) {
  const [search] = useUrlSearch();
  return <p data-testid={name}>{new URLSearchParams(search).get('q') ?? 'none'}</p>;
}

function Writer() {
  const [, update] = useUrlSearch();
  return (
    <>
      <button type="button" onClick={() => update({ q: 'dental' })}>
        Set
      </button>
      <button type="button" onClick={() => update({ q: '' })}>
        Clear
      </button>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlSearch', () => {
  it('reads the query string and updates every reader when one writes', () => {
    window.history.replaceState(null, '', '/icons?q=phone&keep=1');
    render(
      <>
        <Reader name="a" />
        <Reader name="b" />
        <Writer />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('phone');
    act(() => screen.getByRole('button', { name: 'Set' }).click());
    expect(screen.getByTestId('a')).toHaveTextContent('dental');
    expect(screen.getByTestId('b')).toHaveTextContent('dental');
    expect(window.location.search).toBe('?q=dental&keep=1');
    act(() => screen.getByRole('button', { name: 'Clear' }).click());
    expect(window.location.search).toBe('?keep=1');
    expect(screen.getByTestId('a')).toHaveTextContent('none');
  });

  it('keeps the commas of a list in the address, as a link to it writes them', () => {
    window.history.replaceState(null, '', '/compare?products=a,b');
    replaceUrlSearch({ products: 'a,b,c', state: 'VIC' });
    expect(window.location.search).toBe('?products=a,b,c&state=VIC');
    expect(new URLSearchParams(window.location.search).get('products')).toBe('a,b,c');
  });

  it('lets a router that patches history learn the new address (Next takes a write with its own state for its own)', () => {
    const original = window.history.replaceState.bind(window.history);
    const learned: string[] = [];
    original({ __NA: true, tree: ['page'] }, '', '/join/welcome?product=gold');
    window.history.replaceState = (
      data: { __NA?: boolean } | null,
      unused: string,
      url?: string | URL | null,
    ) => {
      if (!data?.__NA && url) learned.push(new URL(url, window.location.href).search);
      original({ ...window.history.state, ...data, __NA: true }, unused, url);
    };
    try {
      replaceUrlSearch({ product: null });
    } finally {
      // Back to the prototype's own method: history no longer patched.
      Reflect.deleteProperty(window.history, 'replaceState');
    }
    expect(learned).toEqual(['']);
    expect(window.location.search).toBe('');
  });

  it('keeps the entry’s state while history is not patched (the router’s Back needs what it keeps there)', () => {
    window.history.replaceState({ __NA: true, tree: ['page'] }, '', '/join/welcome?product=gold');
    replaceUrlSearch({ product: null });
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ __NA: true, tree: ['page'] });
  });

  it('replaces the history entry rather than adding one', () => {
    const before = window.history.length;
    replaceUrlSearch({ q: 'one' });
    replaceUrlSearch({ q: 'two' });
    expect(window.history.length).toBe(before);
  });

  it('adds a history entry when asked to, and tells readers', () => {
    render(<Reader name="a" />);
    const before = window.history.length;
    act(() => replaceUrlSearch({ q: 'bronze' }, 'push'));
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByTestId('a')).toHaveTextContent('bronze');
  });

  it("follows the app router's own history changes through the Navigation API", () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    try {
      window.history.replaceState(null, '', '/search?q=ambulance');
      render(<Reader name="a" />);
      expect(screen.getByTestId('a')).toHaveTextContent('ambulance');
      act(() => {
        window.history.pushState(null, '', '/search');
        navigation.dispatchEvent(new Event('currententrychange'));
      });
      expect(screen.getByTestId('a')).toHaveTextContent('none');
    } finally {
      Reflect.deleteProperty(window, 'navigation');
    }
  });

  it('follows Back and Forward (popstate)', () => {
    render(<Reader name="a" />);
    act(() => {
      window.history.pushState(null, '', '/icons?q=eye');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('a')).toHaveTextContent('eye');
  });
});
