// The Carousel page's Custom slide names example: small slides named offers in the status and the buttons.
import { Carousel, CarouselControls, CarouselSlides } from '@ds/ui/carousel';
import { BenefitCard } from '../BenefitCard';
import { offers } from '../benefits';

export default function MemberOffers() {
  return (
    <Carousel
      label="Member offers"
      messages={{ slideName: 'offer', slideNamePlural: 'offers' }}
      slideSize="sm"
    >
      <CarouselControls />
      <CarouselSlides>
        {offers.map((offer) => (
          <BenefitCard key={offer.title} benefit={offer} compact />
        ))}
      </CarouselSlides>
    </Carousel>
  );
}
