// Style-guide page of colour: a tab per brand, each showing the brand's colour roles and the fixed colours as
// palette cards, with the contrast ratio of every pair the design uses and whether it meets WCAG AA.
import { Heading, Stack, Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';
import { ColourCard } from '@/styleguide/colour/ColourCard';
import { colourGroups, showcaseThemes, themeDescription, themeLabel } from '@/styleguide/colour/colour-cards';
import cardStyles from '@/styleguide/colour/ColourCard.module.css';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';

const PATH = '/foundations/colour';

export const metadata = docMetadata(PATH);

export default function ColourPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Brands">
        <Text>
          Each brand sets the same colour roles, so a component looks right in every brand. A colour that is
          read or must be seen names the backgrounds it sits on; text needs a contrast of 4.5:1, large text
          and interface parts such as borders and focus rings 3:1 (WCAG 2.2 AA).
        </Text>
        <Tabs>
          <TabList label="Brands">
            {showcaseThemes.map((theme) => (
              <Tab key={theme} id={theme}>
                {themeLabel(theme)}
              </Tab>
            ))}
          </TabList>
          {showcaseThemes.map((theme) => (
            <TabPanel key={theme} id={theme}>
              <Stack gap={6}>
                <Text>{themeDescription(theme)}</Text>
                {colourGroups(theme).map((group) => (
                  <section key={group.id} aria-labelledby={`${theme}-${group.id}`}>
                    <Stack gap={3}>
                      <Heading level={3} size="md" id={`${theme}-${group.id}`}>
                        {group.title}
                      </Heading>
                      <ul className={cardStyles.grid}>
                        {group.cards.map((card) => (
                          <ColourCard key={card.path} card={card} headingLevel={4} />
                        ))}
                      </ul>
                    </Stack>
                  </section>
                ))}
              </Stack>
            </TabPanel>
          ))}
        </Tabs>
      </DocSection>
    </DocPage>
  );
}
