// The Carousel page's All slides fit example: two small slides, all in view, so there is nowhere to scroll.
import { Carousel, CarouselControls, CarouselSlides } from '@ds/ui/carousel';
import { BenefitCard } from '../BenefitCard';
import { offers } from '../benefits';

export default function FeaturedOffers() {
  return (
    <Carousel
      label="Featured offers"
      messages={{ slideName: 'offer', slideNamePlural: 'offers' }}
      slideSize="sm"
    >
      <CarouselControls />
      <CarouselSlides>
        {offers.slice(0, 2).map((offer) => (
          <BenefitCard key={offer.title} benefit={offer} compact />
        ))}
      </CarouselSlides>
    </Carousel>
  );
}
