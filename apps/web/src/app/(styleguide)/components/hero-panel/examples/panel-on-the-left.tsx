// The Hero panel page’s Panel on the left example.
import { Button, Heading, Text } from '@ds/ui';
import { HeroPanel } from '@ds/ui/hero-panel';
import { heroArt } from '@/art/hero-art';

export default function PanelOnTheLeft() {
  return (
    <HeroPanel
      images={heroArt('coast')}
      aria-labelledby="hero-left-title"
      actions={
        <>
          <Button href="/health-insurance/join/welcome" size="lg">
            Get a quote
          </Button>
          <Button href="/health-insurance" variant="secondary" size="lg">
            Compare covers
          </Button>
        </>
      }
    >
      <Heading level={4} size="2xl" id="hero-left-title">
        Health cover that keeps up with your life
      </Heading>
      <Text size="lg">Hospital, extras and combined covers with a clear tier on every policy.</Text>
    </HeroPanel>
  );
}
