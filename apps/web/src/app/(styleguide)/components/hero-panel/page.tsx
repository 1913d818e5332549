// Style-guide page of the hero panel: the panel on either side, the artwork drawn for each breakpoint, props
// and accessibility notes.
import { Text } from '@ds/ui';
import { heroArtSizes, heroMedia } from '@ds/ui/hero-panel';
import type { HeroBreakpoint } from '@ds/ui/hero-panel';
import { heroArt, heroRenditionWidths } from '@/art/hero-art';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import heroPanelProps from '@/styleguide/props/HeroPanel.json';
import PanelOnTheLeft from './examples/panel-on-the-left';
import PanelOnTheRight from './examples/panel-on-the-right';
import styles from './page.module.css';

const PATH = '/components/hero-panel';
export const metadata = docMetadata(PATH);

const artworkCode = `// apps/web/src/art/hero-art.ts lists every rendition the build writes:
heroArt('coast').mobile.avif;
// [{ src: '/art/hero/coast-mobile-400.avif', width: 400 }, ... 800, 1200]`;

const breakpoints: { id: HeroBreakpoint; label: string; viewports: string; drawing: string }[] = [
  {
    id: 'mobile',
    label: 'Mobile',
    viewports: 'Below md: no media query, so the browser reaches these sources last',
    drawing:
      'The coral sun in the middle of the sky, a sailing boat on the sea and a headland with two trees: everything ' +
      'is centred, because the panel sits below the picture.',
  },
  {
    id: 'tablet',
    label: 'Tablet',
    viewports: `From md to below xl: media="${heroMedia.tablet}"`,
    drawing:
      'The sun above a headland on the right and the boat on the left; the lower edge stays quiet because the ' +
      'panel overlaps it.',
  },
  {
    id: 'desktop',
    label: 'Desktop',
    viewports: `From xl: media="${heroMedia.desktop}"`,
    drawing:
      'A wide banner: calm sea and open sky on the left where the panel usually sits, the sun, headland and trees ' +
      'on the right.',
  },
];

export default function HeroPanelPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Panel on the left"
          description="The default. The desktop artwork keeps its busier shapes on the right, away from the panel."
          code={exampleSource(PATH, 'panel-on-the-left')}
          frame="bleed"
        >
          <PanelOnTheLeft />
        </Example>
        <Example
          title="Panel on the right"
          description={`align="right" moves the panel to the right from the md breakpoint; on phones it always sits under the artwork.`}
          code={exampleSource(PATH, 'panel-on-the-right')}
          frame="bleed"
        >
          <PanelOnTheRight />
        </Example>
        <Example
          title="The artwork at each breakpoint"
          description={`Each breakpoint has its own drawing at its own ratio, rasterised at build time to AVIF and WebP at ${heroRenditionWidths.mobile.length} widths each. These are the coast artwork's three drawings.`}
          code={artworkCode}
          language="ts"
        >
          <ul className={styles.artworks}>
            {breakpoints.map(({ id, label, viewports, drawing }) => {
              const { width, height } = heroArtSizes[id];
              const file = heroArt('coast')[id].webp[0];
              return (
                <li key={id} className={styles.artwork}>
                  <figure className={styles.figure}>
                    <img
                      className={styles.thumbnail}
                      data-breakpoint={id}
                      src={file?.src}
                      width={width}
                      height={height}
                      alt={`${label} coast artwork`}
                      // Below the first screen: lazy, so React does not preload it into every page that prefetches this one.
                      loading="lazy"
                    />
                    <figcaption>
                      <Text weight="semibold">
                        {label}, {width} × {height}
                      </Text>
                      <Text size="sm">{drawing}</Text>
                      <Text size="sm">{viewports}.</Text>
                      <Text size="sm">
                        Widths: {heroRenditionWidths[id].join(', ')} pixels, in AVIF and WebP.
                      </Text>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </Example>
      </DocSection>
      <DocSection title="Props">
        <PropsTable component="HeroPanel" rows={heroPanelProps} />
      </DocSection>
      <DocSection title="Accessibility">
        <ul className={styles.notes}>
          <li>
            The artwork is decorative: its alt text is empty, so screen readers skip it and go straight to the
            panel.
          </li>
          <li>
            Give the section a name with aria-labelledby pointing at the panel heading; it is then announced
            as a region named after the heading.
          </li>
          <li>
            Text always sits on the panel’s solid surface, never on the artwork, so its contrast does not
            depend on the picture.
          </li>
          <li>
            Keyboard: only the calls to action take focus, in reading order; the hero adds no keyboard
            behaviour of its own.
          </li>
          <li>
            The space for the picture is reserved by aspect ratio at every breakpoint, so nothing moves while
            it loads; at 400% zoom the phone layout stacks the panel under the picture.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
