'use client';
// Previous and next buttons of a Carousel. They stay focusable when there is nowhere to go (aria-disabled,
// clicks ignored), so focus is never lost from a button that stops applying, and they never move focus.
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@ds/icons';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import { useCarousel } from './CarouselContext';
import { defaultWording, fillTemplate } from './messages';
import styles from './Carousel.module.css';

const CONTROLS = 'Carousel controls';

export interface CarouselButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'disabled'> {
  /** Accessible name; defaults to "Previous {name}" / "Next {name}" with the carousel's slide name. */
  label?: string;
}

function CarouselButton({
  direction,
  label,
  className,
  onClick,
  ...props
}: CarouselButtonProps & { direction: 'previous' | 'next' }) {
  const carousel = useCarousel(CONTROLS);
  const isPrevious = direction === 'previous';
  const enabled = isPrevious ? carousel.snapshot.canScrollPrev : carousel.snapshot.canScrollNext;
  const template = isPrevious ? defaultWording.previousLabel : defaultWording.nextLabel;
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
      <VisuallyHidden>{label ?? fillTemplate(template, { name: carousel.slideName })}</VisuallyHidden>
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

export interface CarouselControlsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** inline: a row of buttons where it is placed. floating: over the slides' edges, down by --carousel-controls-offset. */
  variant?: CarouselControlsVariant;
  previousLabel?: string;
  nextLabel?: string;
}

/** Both buttons together. */
export function CarouselControls({
  variant = 'inline',
  previousLabel,
  nextLabel,
  className,
  ...props
}: CarouselControlsProps) {
  useCarousel(CONTROLS);
  return (
    <div {...props} className={cx(styles.controls, className)} data-variant={variant}>
      <CarouselPrevious label={previousLabel} />
      <CarouselNext label={nextLabel} />
    </div>
  );
}
