// The Carousel's style-guide page: its examples, props and accessibility notes.
import { Text } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import carouselProps from '@/styleguide/props/Carousel.json';
import carouselButtonProps from '@/styleguide/props/CarouselButton.json';
import carouselControlsProps from '@/styleguide/props/CarouselControls.json';
import carouselSlidesProps from '@/styleguide/props/CarouselSlides.json';
import carouselMessages from '@/styleguide/props/CarouselMessages.json';
import AllSlidesFit from './examples/all-slides-fit';
import CustomSlideNames from './examples/custom-slide-names';
import Default from './examples/default';
import FloatingControls from './examples/floating-controls';
import styles from './page.module.css';

const PATH = '/components/carousel';
export const metadata = docMetadata(PATH);

export default function CarouselPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="Cards in a row with the buttons above them. On a phone one card shows with the next peeking in; swipe, or use the buttons."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>

        <Example
          title="Floating controls"
          description="The buttons float over the edges of the row, down by --carousel-controls-offset so they sit on the cards' artwork."
          code={exampleSource(PATH, 'floating-controls')}
        >
          <FloatingControls />
        </Example>

        <Example
          title="Custom slide names"
          description={
            <>
              The status and the buttons name the slides: here &lsquo;Showing offers 1 to 2 of 6&rsquo; and
              &lsquo;Next offer&rsquo;. Small slides show two at a time on phones, four from xl.
            </>
          }
          code={exampleSource(PATH, 'custom-slide-names')}
        >
          <CustomSlideNames />
        </Example>

        <Example
          title="All slides fit"
          description="When every slide is in view there is nowhere to scroll: both buttons say they are unavailable (aria-disabled) but stay focusable."
          code={exampleSource(PATH, 'all-slides-fit')}
        >
          <AllSlidesFit />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <Text className={styles.note}>
          Placeholders in braces are filled in: {'{name}'} and {'{names}'} with the slide names, {'{index}'},{' '}
          {'{first}'}, {'{last}'} and {'{count}'} with slide numbers.
        </Text>
        <PropsTable component="Carousel" rows={carouselProps} />
        <PropsTable component="CarouselSlides" rows={carouselSlidesProps} />
        <PropsTable component="CarouselControls" rows={carouselControlsProps} />
        <PropsTable component="CarouselPrevious and CarouselNext" rows={carouselButtonProps} />
        <PropsTable component="Carousel" caption="Messages of Carousel" rows={carouselMessages} />
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
