// The banner at the top of a page: artwork chosen per breakpoint (AVIF or WebP, each at several widths) behind
// or above a content panel that sits on the left or the right. The artwork is the page's largest paint, so it
// loads eagerly with high priority, and its space is reserved by aspect ratio so nothing moves when it arrives.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Container } from '../container';
import { cx } from '../utils/cx';
import { heroArtSizes, heroImageSizes, heroMedia, srcSet } from './images';
import type { HeroBreakpoint, HeroImages } from './images';
import styles from './HeroPanel.module.css';

export type HeroPanelAlign = 'left' | 'right';

/**
 * @rest {ComponentProps<'section'>} Passed to the section, e.g. aria-labelledby pointing at the panel heading.
 */
export interface HeroPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /**
   * For each of mobile, tablet and desktop: the AVIF and WebP renditions as `{ src, width }` lists. The drawings
   * are expected at 320 × 250, 640 × 280 and 2000 × 640; other ratios are cropped to fit.
   */
  images: HeroImages;
  /** Which side the content panel sits on from the md breakpoint; below md it sits under the artwork. */
  align?: HeroPanelAlign;
  /** Text alternative of the artwork. Leave it empty for decorative artwork: the panel carries the message. */
  imageAlt?: string;
  /** The panel's content: usually a heading and a short paragraph. */
  children: ReactNode;
  /** Calls to action, laid out in a wrapping row under the content. */
  actions?: ReactNode;
}

/** Sources in the order the browser should try them: the widest viewport first, AVIF before WebP. */
const sourceOrder: HeroBreakpoint[] = ['desktop', 'tablet', 'mobile'];

export function HeroPanel({
  images,
  align = 'left',
  imageAlt = '',
  children,
  actions,
  className,
  ...props
}: HeroPanelProps) {
  const fallback = [...images.mobile.webp].sort((a, b) => a.width - b.width)[0];
  return (
    <section {...props} className={cx(styles.hero, className)} data-align={align}>
      <picture className={styles.media}>
        {sourceOrder.flatMap((breakpoint) =>
          (['avif', 'webp'] as const).map((format) => (
            <source
              key={`${breakpoint}-${format}`}
              type={`image/${format}`}
              media={breakpoint === 'mobile' ? undefined : heroMedia[breakpoint]}
              srcSet={srcSet(images[breakpoint][format])}
              sizes={heroImageSizes}
              width={heroArtSizes[breakpoint].width}
              height={heroArtSizes[breakpoint].height}
            />
          )),
        )}
        <img
          className={styles.image}
          src={fallback?.src}
          srcSet={srcSet(images.mobile.webp)}
          sizes={heroImageSizes}
          width={heroArtSizes.mobile.width}
          height={heroArtSizes.mobile.height}
          alt={imageAlt}
          fetchPriority="high"
        />
      </picture>
      <Container className={styles.body}>
        <div className={styles.panel}>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </Container>
    </section>
  );
}
