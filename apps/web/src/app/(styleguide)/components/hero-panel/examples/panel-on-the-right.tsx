// The Hero panel page’s Panel on the right example.
import { Button, Heading, Text } from '@ds/ui';
import { HeroPanel } from '@ds/ui/hero-panel';
import { heroArt } from '@/art/hero-art';

export default function PanelOnTheRight() {
  return (
    <HeroPanel
      images={heroArt('journey')}
      align="right"
      aria-labelledby="hero-right-title"
      actions={
        <Button href="/international" size="lg">
          Overseas visitor cover
        </Button>
      }
    >
      <Heading level={4} size="2xl" id="hero-right-title">
        Cover for your time in Australia
      </Heading>
      <Text size="lg">Visa-compliant health cover for students, workers and visitors.</Text>
    </HeroPanel>
  );
}
