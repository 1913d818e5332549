'use client';
// Previous and next buttons of a Carousel. They stay focusable when there is nowhere to go (aria-disabled,
// clicks ignored), so focus is never lost from a button that stops applying, and they never move focus.
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@ds/icons';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { useCarousel } from './CarouselContext';
import { fillTemplate } from '../messages';
import styles from './Carousel.module.css';

/** Names the part in the developer error thrown outside a Carousel (for developers, not a visitor's words). */
const CONTROLS = 'Carousel controls';

/**
 * The button's name is the carousel's `previous` or `next` message (change it through Carousel's `messages`).
 * @rest {ComponentPropsWithRef<'button'>} Passed to the native button (not children or disabled); a click handler
 * that calls preventDefault stops the scroll. Its name is the carousel's `previous` or `next` message.
 */
export type CarouselButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'disabled'>;

function CarouselButton({
  direction,
  className,
  onClick,
  ...props
}: CarouselButtonProps & { direction: 'previous' | 'next' }) {
  const carousel = useCarousel(CONTROLS);
  const isPrevious = direction === 'previous';
  const enabled = isPrevious ? carousel.snapshot.canScrollPrev : carousel.snapshot.canScrollNext;
  const { messages } = carousel;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!enabled || event.defaultPrevented) return;
    if (isPrevious) carousel.scrollPrev();
    else carousel.scrollNext();
  };
  return (
    <button
      type="button"
      {...props}
      className={cx(styles.control, className)}
      data-direction={direction}
      aria-disabled={enabled ? undefined : true}
      onClick={handleClick}
    >
      <Icon icon={isPrevious ? ChevronLeftIcon : ChevronRightIcon} size={24} />
      <VisuallyHidden>
        {fillTemplate(isPrevious ? messages.previous : messages.next, { name: messages.slideName })}
      </VisuallyHidden>
    </button>
  );
}

export function CarouselPrevious(props: CarouselButtonProps) {
  return <CarouselButton {...props} direction="previous" />;
}

export function CarouselNext(props: CarouselButtonProps) {
  return <CarouselButton {...props} direction="next" />;
}

export type CarouselControlsVariant = 'inline' | 'floating';

/** @rest {ComponentPropsWithRef<'div'>} Passed to the row of buttons (not children). */
export interface CarouselControlsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** inline: a row of buttons where it is placed. floating: over the slides' edges, down by --carousel-controls-offset. */
  variant?: CarouselControlsVariant;
}

/** Both buttons together. */
export function CarouselControls({ variant = 'inline', className, ...props }: CarouselControlsProps) {
  useCarousel(CONTROLS);
  return (
    <div {...props} className={cx(styles.controls, className)} data-variant={variant}>
      <CarouselPrevious />
      <CarouselNext />
    </div>
  );
}
