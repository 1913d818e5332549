export { Carousel, carouselDefaults } from './Carousel';
export type { CarouselProps, CarouselSlideSize } from './Carousel';
export { CarouselSlides } from './CarouselSlides';
export type { CarouselSlidesProps } from './CarouselSlides';
export { CarouselControls, CarouselNext, CarouselPrevious } from './CarouselControls';
export type { CarouselButtonProps, CarouselControlsProps, CarouselControlsVariant } from './CarouselControls';
export { defaultCarouselMessages } from './messages';
export type { CarouselMessages } from './messages';
