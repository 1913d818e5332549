// Embla measures layout, which jsdom does not do, so these tests replace it with a small fake that reports
// which slides are in view the way Embla does (events plus getters). Real swiping and scrolling are covered
// in Chromium by e2e/carousel.spec.ts.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Carousel, CarouselControls, CarouselNext, CarouselPrevious, CarouselSlides } from './index';
import type { CarouselProps } from './index';

type Handler = () => void;

/** A stand-in for Embla: `perView` slides are in view, scrolling moves one snap at a time. */
function createFakeEmbla(count: number, perView: number) {
  const handlers = new Map<string, Set<Handler>>();
  const lastSnap = Math.max(0, count - perView);
  let index = 0;
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const moveTo = (next: number) => {
    index = Math.min(Math.max(next, 0), lastSnap);
    emit('select');
    emit('slidesInView');
    emit('settle');
  };
  const api = {
    canScrollPrev: () => index > 0,
    canScrollNext: () => index < lastSnap,
    scrollPrev: vi.fn((_jump?: boolean) => moveTo(index - 1)),
    scrollNext: vi.fn((_jump?: boolean) => moveTo(index + 1)),
    scrollTo: vi.fn((target: number, _jump?: boolean) => moveTo(target)),
    selectedScrollSnap: () => index,
    slidesInView: () => Array.from({ length: Math.min(perView, count) }, (_, offset) => index + offset),
    slideNodes: () => Array.from({ length: count }),
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    /** Moves part of the way, as a swipe does on its way past several slides. */
    glideTo(next: number) {
      index = next;
      emit('select');
      emit('slidesInView');
    },
    emit,
  };
  return api;
}

const embla = vi.hoisted(() => ({
  api: undefined as ReturnType<typeof createFakeEmbla> | undefined,
  options: [] as unknown[],
}));

vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.options.push(options);
    return [() => {}, embla.api];
  },
}));

const offers = [
  'Dental check-ups',
  'Optical frames',
  'Physiotherapy',
  'Remedial massage',
  'Gym membership',
  'Travel cover',
  'Pet insurance',
  'Home loans',
];

function renderCarousel({
  count = 8,
  perView = 3,
  props = {},
  controls = <CarouselControls />,
}: {
  count?: number;
  perView?: number;
  props?: Partial<CarouselProps>;
  controls?: ReactNode;
} = {}) {
  embla.api = createFakeEmbla(count, perView);
  const api = embla.api;
  const view = render(
    <Carousel label="Member offers" {...props}>
      {controls}
      <CarouselSlides>
        {offers.slice(0, count).map((offer) => (
          <article key={offer}>
            <h3>{offer}</h3>
            <a href="/member-benefits">Read about {offer}</a>
          </article>
        ))}
      </CarouselSlides>
    </Carousel>,
  );
  return { api, ...view };
}

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  embla.api = undefined;
  embla.options = [];
});

const slide = (name: string) => screen.getByRole('group', { name });
/** The status speaks once the slides in view hold still for a moment (STATUS_DELAY_MS). */
const expectStatus = (text: string | RegExp) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

describe('Carousel', () => {
  it('is a region described as a carousel, with slides described as slides named "n of m"', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Member offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(8);
    slides.forEach((group, index) => {
      expect(group).toHaveAccessibleName(`${index + 1} of 8`);
      expect(group).toHaveAttribute('aria-roledescription', 'slide');
    });
  });

  it('starts Embla with the SPEC defaults: align start, in-view threshold 0.5, skip snaps', () => {
    renderCarousel();
    expect(embla.options.at(-1)).toMatchObject({ align: 'start', inViewThreshold: 0.5, skipSnaps: true });
  });

  it('says in a polite status which items are shown, in the plural for several', () => {
    renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent('Showing items 1 to 3 of 8');
  });

  it('uses the singular for one slide in view', () => {
    renderCarousel({ perView: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing item 1 of 8$/);
  });

  it('uses the slide names its messages give, in the status and the button labels', async () => {
    const user = userEvent.setup();
    renderCarousel({ perView: 1, props: { messages: { slideName: 'offer', slideNamePlural: 'offers' } } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing offer 1 of 8$/);
    await user.click(screen.getByRole('button', { name: 'Next offer' }));
    await expectStatus(/^Showing offer 2 of 8$/);
    expect(screen.getByRole('button', { name: 'Previous offer' })).not.toHaveAttribute('aria-disabled');
  });

  it('says everything in the words its messages give (another language)', () => {
    renderCarousel({
      perView: 1,
      props: {
        messages: {
          slideName: 'Angebot',
          statusSingle: '{name} {index} von {count}',
          slideLabel: '{index} von {count}',
          roleDescription: 'Karussell',
          slideRoleDescription: 'Folie',
          previous: 'Vorheriges {name}',
          next: 'Nächstes {name}',
        },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Angebot 1 von 8$/);
    expect(screen.getByRole('region', { name: 'Member offers' })).toHaveAttribute(
      'aria-roledescription',
      'Karussell',
    );
    expect(screen.getByRole('group', { name: '2 von 8' })).toHaveAttribute('aria-roledescription', 'Folie');
    expect(screen.getByRole('button', { name: 'Vorheriges Angebot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächstes Angebot' })).toBeInTheDocument();
  });

  it('makes slides out of view inert and keeps those in view reachable', () => {
    renderCarousel();
    for (const name of ['1 of 8', '2 of 8', '3 of 8']) expect(slide(name)).not.toHaveAttribute('inert');
    for (const name of ['4 of 8', '8 of 8']) expect(slide(name)).toHaveAttribute('inert');
  });

  it('enables previous and next only when the carousel can scroll that way', () => {
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Previous item' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next item' })).not.toHaveAttribute('aria-disabled');
  });

  it('APG carousel: when focus is on Next, Enter shows the next item, updates the status and keeps focus', async () => {
    const user = userEvent.setup();
    const { api } = renderCarousel();
    await user.tab();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next item' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(api.scrollNext).toHaveBeenCalledWith(false);
    await expectStatus('Showing items 2 to 4 of 8');
    expect(slide('1 of 8')).toHaveAttribute('inert');
    expect(slide('4 of 8')).not.toHaveAttribute('inert');
    expect(next).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous item' })).not.toHaveAttribute('aria-disabled');
  });

  it('APG carousel: Space on Previous goes back', async () => {
    const user = userEvent.setup();
    const { api } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    screen.getByRole('button', { name: 'Previous item' }).focus();
    await user.keyboard(' ');
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    await expectStatus('Showing items 1 to 3 of 8');
    expect(screen.getByRole('button', { name: 'Previous item' })).toHaveFocus();
  });

  it('keeps a button that cannot act focusable and ignores its clicks', async () => {
    const user = userEvent.setup();
    const { api } = renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous item' });
    await user.click(previous);
    expect(api.scrollPrev).not.toHaveBeenCalled();
    expect(previous).toHaveFocus();
    expect(previous).not.toBeDisabled();
  });

  it('at the end, next becomes aria-disabled while keeping focus, and says the last items are shown', async () => {
    const user = userEvent.setup();
    const { api } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next item' });
    for (let step = 0; step < 5; step += 1) await user.click(next);
    await expectStatus('Showing items 6 to 8 of 8');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(api.scrollNext).toHaveBeenCalledTimes(5);
  });

  it('disables both buttons when every slide fits', () => {
    renderCarousel({ count: 2, perView: 4 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing items 1 to 2 of 2');
    for (const name of ['Previous item', 'Next item']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getAllByRole('group').filter((group) => group.hasAttribute('inert'))).toEqual([]);
  });

  it('announces where a swipe stops, not every slide it passes on the way', () => {
    vi.useFakeTimers();
    try {
      const { api } = renderCarousel();
      act(() => api.glideTo(1));
      act(() => vi.advanceTimersByTime(100));
      act(() => api.glideTo(2));
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('status')).toHaveTextContent('Showing items 1 to 3 of 8');
      // Inertness follows at once: what cannot be seen cannot be reached.
      expect(slide('1 of 8')).toHaveAttribute('inert');
      expect(slide('2 of 8')).toHaveAttribute('inert');
      act(() => vi.advanceTimersByTime(250));
      expect(screen.getByRole('status')).toHaveTextContent('Showing items 3 to 5 of 8');
    } finally {
      vi.useRealTimers();
    }
  });

  it('jumps instead of gliding when the visitor prefers reduced motion, after a swipe too', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    const { api } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    expect(api.scrollNext).toHaveBeenCalledWith(true);
    act(() => api.emit('pointerUp'));
    expect(api.scrollTo).toHaveBeenCalledWith(1, true);
  });

  it('glides when reduced motion is not asked for', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    const { api } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next item' }));
    expect(api.scrollNext).toHaveBeenCalledWith(false);
    act(() => api.emit('pointerUp'));
    expect(api.scrollTo).not.toHaveBeenCalled();
  });

  it('works with the buttons placed separately, named by its messages', async () => {
    const user = userEvent.setup();
    renderCarousel({
      props: { messages: { previous: 'Earlier offers', next: 'More offers' } },
      controls: (
        <div>
          <CarouselPrevious />
          <CarouselNext />
        </div>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'More offers' }));
    await expectStatus('Showing items 2 to 4 of 8');
  });

  it('renders on the server as a plain row: every slide reachable, no inline styles, empty status', () => {
    embla.api = undefined;
    const html = renderToString(
      <Carousel label="Member offers">
        <CarouselControls variant="floating" />
        <CarouselSlides>
          <p>First</p>
          <p>Second</p>
        </CarouselSlides>
      </Carousel>,
    );
    expect(html).not.toContain('style=');
    expect(html).not.toContain('inert');
    expect(html).not.toContain('data-enhanced');
    expect(html).toContain('aria-label="2 of 2"');
    expect(html).toMatch(/role="status"[^>]*><\/span>/);
  });

  describe('used outside a carousel', () => {
    beforeEach(() => {
      // React logs the error it rethrows; the assertion is on the error itself.
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['CarouselControls', <CarouselControls key="controls" />],
      ['CarouselPrevious', <CarouselPrevious key="previous" />],
      ['CarouselNext', <CarouselNext key="next" />],
    ])('%s throws a developer error saying controls must be used within a carousel', (_name, element) => {
      expect(() => render(element)).toThrow('Carousel controls must be used within a Carousel.');
    });

    it('CarouselSlides throws too', () => {
      expect(() => render(<CarouselSlides>x</CarouselSlides>)).toThrow(
        'CarouselSlides must be used within a Carousel.',
      );
    });
  });

  it('has no axe violations, inline and floating', async () => {
    const { container } = renderCarousel();
    await expectNoAxeViolations(container);
    const floating = renderCarousel({ controls: <CarouselControls variant="floating" /> });
    await expectNoAxeViolations(floating.container);
  });
});
