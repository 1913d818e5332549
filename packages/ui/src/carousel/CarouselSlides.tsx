'use client';
// The scrolling row of a Carousel: each child becomes a slide, a group named "n of m"; slides out of view
// are inert, so neither Tab nor a screen reader's virtual cursor reaches content that cannot be seen.
import { Children, isValidElement } from 'react';
import type { HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import { useCarousel } from './CarouselContext';
import { fillTemplate } from '../messages';
import styles from './Carousel.module.css';

/**
 * @rest {HTMLAttributes<HTMLDivElement>} Passed to the viewport: each child becomes a slide, a group named
 * “n of m”; className is an extra class on the viewport.
 */
export type CarouselSlidesProps = HTMLAttributes<HTMLDivElement>;

export function CarouselSlides({ children, className, ...props }: CarouselSlidesProps) {
  const carousel = useCarousel('CarouselSlides');
  const slides = Children.toArray(children);
  const { inView } = carousel.snapshot;
  // Until Embla has measured, nothing is inert (and without JavaScript every slide stays reachable).
  const measured = carousel.enhanced && inView.length > 0;
  return (
    <div
      {...props}
      ref={carousel.enhanced ? carousel.viewportRef : undefined}
      className={cx(styles.viewport, className)}
    >
      <div className={styles.track}>
        {slides.map((slide, index) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            role="group"
            aria-roledescription={carousel.messages.slideRoleDescription}
            aria-label={fillTemplate(carousel.messages.slideLabel, {
              index: index + 1,
              count: slides.length,
            })}
            className={styles.slide}
            inert={measured && !inView.includes(index)}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
