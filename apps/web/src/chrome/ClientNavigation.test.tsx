import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClientNavigation } from './ClientNavigation';

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

describe('ClientNavigation', () => {
  it('fetches a page’s data when its link takes focus', () => {
    render(
      <>
        <ClientNavigation />
        <a href="/about-us">About us</a>
      </>,
    );
    fireEvent.focusIn(screen.getByRole('link', { name: 'About us' }));
    expect(router.prefetch).toHaveBeenCalledWith('/about-us');
  });

  it('leaves a link inside an SVG (a map’s pin) to the browser: nothing fetched, nothing pushed', () => {
    router.prefetch.mockClear();
    render(
      <>
        <ClientNavigation />
        <svg>
          <a href="#provider-1" aria-label="1. A dentist">
            <circle r="4" />
          </a>
        </svg>
      </>,
    );
    const pin = screen.getByRole('link', { name: '1. A dentist' });
    fireEvent.focusIn(pin);
    fireEvent.pointerOver(pin);
    fireEvent.click(pin);
    expect(router.prefetch).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });
});
