// The Carousel page's Default example: cards in a row with the buttons above them.
import { Carousel, CarouselControls, CarouselSlides } from '@ds/ui/carousel';
import { BenefitCard } from '../BenefitCard';
import { extras } from '../benefits';

export default function ExtrasYouCanClaim() {
  return (
    <Carousel label="Extras you can claim">
      <CarouselControls />
      <CarouselSlides>
        {extras.map((benefit) => (
          <BenefitCard key={benefit.title} benefit={benefit} />
        ))}
      </CarouselSlides>
    </Carousel>
  );
}
