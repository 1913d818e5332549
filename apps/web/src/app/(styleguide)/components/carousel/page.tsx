// The Carousel's style-guide page: its examples, props and accessibility notes.
import { Text } from '@ds/ui';
import { Carousel, CarouselControls, CarouselSlides } from '@ds/ui/carousel';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import type { PropRow } from '@/styleguide/PropsTable';
import { BenefitCard } from './BenefitCard';
import { extras, offers, programs } from './benefits';
import styles from './page.module.css';

const PATH = '/components/carousel';
export const metadata = docMetadata(PATH);

const carouselProps: PropRow[] = [
  {
    name: 'label',
    type: 'string',
    description: 'Accessible name of the carousel region (or pass aria-labelledby).',
  },
  {
    name: 'slideSize',
    type: "'md' | 'sm'",
    default: "'md'",
    description:
      'md: one slide and a peek of the next on phones, two from md, three from xl. sm: two, three, then four.',
  },
  {
    name: 'slideName',
    type: 'string',
    default: "'item'",
    description: 'Singular name of a slide, used in the status message and the button labels.',
  },
  {
    name: 'slideNamePlural',
    type: 'string',
    default: "'items'",
    description: 'Plural name of the slides, used in the status message.',
  },
  {
    name: 'statusSingle',
    type: 'string',
    default: "'Showing {name} {index} of {count}'",
    description: 'Status when one slide is in view.',
  },
  {
    name: 'statusRange',
    type: 'string',
    default: "'Showing {names} {first} to {last} of {count}'",
    description: 'Status when several slides are in view.',
  },
  {
    name: 'slideLabel',
    type: 'string',
    default: "'{index} of {count}'",
    description: 'Accessible name of each slide.',
  },
  {
    name: 'roleDescription',
    type: 'string',
    default: "'carousel'",
    description: 'Said in place of the role of the region.',
  },
  {
    name: 'slideRoleDescription',
    type: 'string',
    default: "'slide'",
    description: 'Said in place of the role of each slide.',
  },
  {
    name: 'options',
    type: 'EmblaOptionsType',
    default: "{ align: 'start', inViewThreshold: 0.5, skipSnaps: true, containScroll: 'trimSnaps' }",
    description: 'Embla options, merged over the defaults.',
  },
  {
    name: 'children',
    type: 'ReactNode',
    required: true,
    description: 'CarouselSlides and the controls, in the order they should be read.',
  },
];

const slidesProps: PropRow[] = [
  {
    name: 'children',
    type: 'ReactNode',
    required: true,
    description: 'One child per slide; each becomes a group named "n of m".',
  },
  { name: 'className', type: 'string', description: 'Extra class on the viewport.' },
];

const controlsProps: PropRow[] = [
  {
    name: 'variant',
    type: "'inline' | 'floating'",
    default: "'inline'",
    description:
      'inline: a row of buttons where it is placed. floating: over the edges of the slides, down by --carousel-controls-offset (3rem).',
  },
  {
    name: 'previousLabel',
    type: 'string',
    default: "'Previous {slideName}'",
    description: 'Name of the previous button.',
  },
  {
    name: 'nextLabel',
    type: 'string',
    default: "'Next {slideName}'",
    description: 'Name of the next button.',
  },
];

const buttonProps = (direction: 'Previous' | 'Next'): PropRow[] => [
  {
    name: 'label',
    type: 'string',
    default: `'${direction} {slideName}'`,
    description: 'Accessible name (visually hidden; the button shows a chevron).',
  },
  {
    name: '...button props',
    type: "ComponentProps<'button'>",
    description: 'Passed to the native button; a click handler that calls preventDefault stops the scroll.',
  },
];

export default function CarouselPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Cards in a row with the buttons above them. On a phone one card shows with the next peeking in; swipe, or use the buttons."
          code={`<Carousel label="Extras you can claim">
  <CarouselControls />
  <CarouselSlides>
    {extras.map((benefit) => (
      <BenefitCard key={benefit.title} benefit={benefit} />
    ))}
  </CarouselSlides>
</Carousel>`}
        >
          <Carousel label="Extras you can claim">
            <CarouselControls />
            <CarouselSlides>
              {extras.map((benefit) => (
                <BenefitCard key={benefit.title} benefit={benefit} />
              ))}
            </CarouselSlides>
          </Carousel>
        </Example>

        <Example
          title="Floating controls"
          description="The buttons float over the edges of the row, down by --carousel-controls-offset so they sit on the cards' artwork."
          code={`<Carousel label="Health programs">
  <CarouselControls variant="floating" />
  <CarouselSlides>
    {programs.map((program) => (
      <BenefitCard key={program.title} benefit={program} artwork />
    ))}
  </CarouselSlides>
</Carousel>`}
        >
          <Carousel label="Health programs">
            <CarouselControls variant="floating" />
            <CarouselSlides>
              {programs.map((program) => (
                <BenefitCard key={program.title} benefit={program} artwork />
              ))}
            </CarouselSlides>
          </Carousel>
        </Example>

        <Example
          title="Custom slide names"
          description={
            <>
              The status and the buttons name the slides: here &lsquo;Showing offers 1 to 2 of 6&rsquo; and
              &lsquo;Next offer&rsquo;. Small slides show two at a time on phones, four from xl.
            </>
          }
          code={`<Carousel label="Member offers" slideName="offer" slideNamePlural="offers" slideSize="sm">
  <CarouselControls />
  <CarouselSlides>
    {offers.map((offer) => (
      <BenefitCard key={offer.title} benefit={offer} compact />
    ))}
  </CarouselSlides>
</Carousel>`}
        >
          <Carousel label="Member offers" slideName="offer" slideNamePlural="offers" slideSize="sm">
            <CarouselControls />
            <CarouselSlides>
              {offers.map((offer) => (
                <BenefitCard key={offer.title} benefit={offer} compact />
              ))}
            </CarouselSlides>
          </Carousel>
        </Example>

        <Example
          title="All slides fit"
          description="When every slide is in view there is nowhere to scroll: both buttons say they are unavailable (aria-disabled) but stay focusable."
          code={`<Carousel label="Featured offers" slideName="offer" slideNamePlural="offers" slideSize="sm">
  <CarouselControls />
  <CarouselSlides>
    {offers.slice(0, 2).map((offer) => (
      <BenefitCard key={offer.title} benefit={offer} compact />
    ))}
  </CarouselSlides>
</Carousel>`}
        >
          <Carousel label="Featured offers" slideName="offer" slideNamePlural="offers" slideSize="sm">
            <CarouselControls />
            <CarouselSlides>
              {offers.slice(0, 2).map((offer) => (
                <BenefitCard key={offer.title} benefit={offer} compact />
              ))}
            </CarouselSlides>
          </Carousel>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <Text className={styles.note}>
          Placeholders in braces are filled in: {'{name}'} and {'{names}'} with the slide names, {'{index}'},{' '}
          {'{first}'}, {'{last}'} and {'{count}'} with slide numbers.
        </Text>
        <PropsTable component="Carousel" rows={carouselProps} />
        <PropsTable component="CarouselSlides" rows={slidesProps} />
        <PropsTable component="CarouselControls" rows={controlsProps} />
        <PropsTable component="CarouselPrevious" rows={buttonProps('Previous')} />
        <PropsTable component="CarouselNext" rows={buttonProps('Next')} />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.list}>
          <li>
            The carousel is a region named by its label and described as a carousel; each slide is a group
            described as a slide and named &lsquo;3 of 8&rsquo;.
          </li>
          <li>
            Previous and next are native buttons: Tab reaches them, Enter or Space scrolls by one slide, and
            focus stays on the button. When there is nowhere to go they are marked aria-disabled and ignore
            presses, so focus is never lost.
          </li>
          <li>
            Slides less than half in view are inert: Tab and a screen reader&rsquo;s reading cursor skip them.
            Tabbing into a slide that is partly cut off scrolls it fully into view.
          </li>
          <li>
            A polite status says which slides are shown (&lsquo;Showing items 1 to 3 of 8&rsquo;) once the
            carousel comes to rest, not at every step of a swipe.
          </li>
          <li>Nothing moves on its own. Swiping works with touch and a mouse drag.</li>
          <li>With reduced motion asked for, the buttons and swipes jump straight to the slide.</li>
          <li>
            Without JavaScript the slides are a row that scrolls sideways natively, and every slide stays
            reachable.
          </li>
          <li>Using the controls or slides outside a Carousel throws a developer error.</li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
