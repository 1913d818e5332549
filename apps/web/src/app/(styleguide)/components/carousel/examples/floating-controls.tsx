// The Carousel page's Floating controls example: the buttons over the edges of the row, on the cards' artwork.
import { Carousel, CarouselControls, CarouselSlides } from '@ds/ui/carousel';
import { BenefitCard } from '../BenefitCard';
import { programs } from '../benefits';

export default function HealthPrograms() {
  return (
    <Carousel label="Health programs">
      <CarouselControls variant="floating" />
      <CarouselSlides>
        {programs.map((program) => (
          <BenefitCard key={program.title} benefit={program} artwork />
        ))}
      </CarouselSlides>
    </Carousel>
  );
}
