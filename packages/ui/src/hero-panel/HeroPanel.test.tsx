import { render, screen } from '@testing-library/react';
import { breakpoints } from '@ds/tokens/tokens';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { HeroPanel } from './HeroPanel';
import type { HeroImages } from './images';

function files(name: string, widths: number[]) {
  return {
    avif: widths.map((width) => ({ src: `/art/${name}-${width}.avif`, width })),
    // Given widest first: the component sorts each srcset narrowest first.
    webp: [...widths].reverse().map((width) => ({ src: `/art/${name}-${width}.webp`, width })),
  };
}

const images: HeroImages = {
  mobile: files('m', [400, 800]),
  tablet: files('t', [800, 1600]),
  desktop: files('d', [1440, 2880]),
};

function renderHero(props: Partial<Parameters<typeof HeroPanel>[0]> = {}) {
  return render(
    <HeroPanel
      images={images}
      aria-labelledby="hero-title"
      actions={<a href="/health-insurance/join/welcome">Get a quote</a>}
      {...props}
    >
      <h1 id="hero-title">Health cover that keeps up with your life</h1>
      <p>Hospital, extras and combined covers.</p>
    </HeroPanel>,
  );
}

function sources(container: HTMLElement) {
  return [...container.querySelectorAll('picture > source')].map((source) => ({
    type: source.getAttribute('type'),
    media: source.getAttribute('media'),
    srcset: source.getAttribute('srcset'),
    width: source.getAttribute('width'),
    height: source.getAttribute('height'),
  }));
}

describe('HeroPanel', () => {
  it('offers AVIF then WebP for each breakpoint, widest viewport first, with the token breakpoints as media', () => {
    const { container } = renderHero();
    expect(sources(container)).toEqual([
      {
        type: 'image/avif',
        media: `(min-width: ${breakpoints.xl}px)`,
        srcset: '/art/d-1440.avif 1440w, /art/d-2880.avif 2880w',
        width: '2000',
        height: '640',
      },
      {
        type: 'image/webp',
        media: `(min-width: ${breakpoints.xl}px)`,
        srcset: '/art/d-1440.webp 1440w, /art/d-2880.webp 2880w',
        width: '2000',
        height: '640',
      },
      {
        type: 'image/avif',
        media: `(min-width: ${breakpoints.sm}px)`,
        srcset: '/art/t-800.avif 800w, /art/t-1600.avif 1600w',
        width: '640',
        height: '280',
      },
      {
        type: 'image/webp',
        media: `(min-width: ${breakpoints.sm}px)`,
        srcset: '/art/t-800.webp 800w, /art/t-1600.webp 1600w',
        width: '640',
        height: '280',
      },
      // Mobile is what is left below md, so its sources carry no query.
      {
        type: 'image/avif',
        media: null,
        srcset: '/art/m-400.avif 400w, /art/m-800.avif 800w',
        width: '320',
        height: '250',
      },
      {
        type: 'image/webp',
        media: null,
        srcset: '/art/m-400.webp 400w, /art/m-800.webp 800w',
        width: '320',
        height: '250',
      },
    ]);
  });

  it('sizes every source to the viewport, up to the hero’s maximum width', () => {
    const { container } = renderHero();
    for (const source of container.querySelectorAll('picture > source, picture > img')) {
      expect(source).toHaveAttribute('sizes', '(min-width: 2000px) 2000px, 100vw');
    }
  });

  it('falls back to an img of the mobile WebP with its size, no alt text and high priority, never lazy', () => {
    const { container } = renderHero();
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('src', '/art/m-400.webp');
    expect(img).toHaveAttribute('srcset', '/art/m-400.webp 400w, /art/m-800.webp 800w');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '250');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
    // Decorative: screen readers skip it.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names the artwork when given alt text', () => {
    renderHero({ imageAlt: 'A sailing boat on a calm sea' });
    expect(screen.getByRole('img', { name: 'A sailing boat on a calm sea' })).toBeInTheDocument();
  });

  it('reserves each breakpoint’s aspect ratio in CSS, so nothing moves while the image loads', () => {
    const { container } = renderHero();
    const img = container.querySelector('picture > img')!;
    expect(declarationsFor(img, 'aspect-ratio')).toEqual([
      { media: null, value: '320 / 250' },
      { media: `(min-width: ${breakpoints.sm}px)`, value: '640 / 280' },
      // From xl the image fills the hero, which holds the desktop ratio itself.
      { media: `(min-width: ${breakpoints.xl}px)`, value: 'auto' },
    ]);
    const hero = container.querySelector('section')!;
    expect(declarationsFor(hero, 'aspect-ratio')).toEqual([
      { media: `(min-width: ${breakpoints.xl}px)`, value: '2000 / 640' },
    ]);
  });

  it('is a region named by its heading, holding the content and the actions', () => {
    renderHero();
    const region = screen.getByRole('region', { name: 'Health cover that keeps up with your life' });
    expect(region).toContainElement(screen.getByText('Hospital, extras and combined covers.'));
    expect(region).toContainElement(screen.getByRole('link', { name: 'Get a quote' }));
  });

  it.each(['left', 'right'] as const)('puts the panel on the %s from md', (align) => {
    const { container } = renderHero({ align });
    const hero = container.querySelector('section')!;
    expect(hero).toHaveAttribute('data-align', align);
    const body = screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!;
    expect(declarationsFor(body, 'justify-content')).toEqual([
      { media: `(min-width: ${breakpoints.md}px)`, value: 'flex-start' },
      ...(align === 'right' ? [{ media: `(min-width: ${breakpoints.md}px)`, value: 'flex-end' }] : []),
    ]);
    // When the panel makes the desktop hero taller than the drawing, the crop comes off the panel's side.
    const img = container.querySelector('picture > img')!;
    expect(declarationsFor(img, 'object-position').at(-1)).toEqual({
      media: `(min-width: ${breakpoints.xl}px)`,
      value: align === 'left' ? 'right center' : 'left center',
    });
  });

  it('defaults to the left and caps the panel at the content width token', () => {
    const { container } = renderHero();
    expect(container.querySelector('section')).toHaveAttribute('data-align', 'left');
    const panel = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(declarationsFor(panel, 'max-inline-size')).toEqual([
      { media: `(min-width: ${breakpoints.md}px)`, value: 'var(--hero-content-max-width)' },
    ]);
    expect(declarationsFor(container.querySelector('section')!, 'max-inline-size')).toEqual([
      { media: null, value: 'var(--hero-max-width)' },
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderHero({ align: 'right' });
    await expectNoAxeViolations(container);
  });
});
