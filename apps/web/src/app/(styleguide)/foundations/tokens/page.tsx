// Style-guide page of the design tokens: one tab per tier (Theme, Component, Common, Primitive), each token with its
// custom property, value and a sample, read from the token build that writes the CSS.
import { Stack, Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';
import { figtree } from '@/app/fonts';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { TokenTable } from '@/styleguide/tokens/TokenTable';
import { groupRows, tierTabs, tokenRows } from '@/styleguide/tokens/token-rows';

const PATH = '/foundations/tokens';

// The site loads its typeface with next/font (fonts.ts), which names it and its size-matched fallback itself;
// globals.css points the two family tokens at that name, so the table shows what the CSS really uses.
const siteValues = {
  'font.family.body': figtree.style.fontFamily,
  'font.family.heading': figtree.style.fontFamily,
};

export const metadata = docMetadata(PATH);

export default function TokensPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Tiers">
        <Text>
          Components use the custom properties only, written as <code>var(--color-text-default)</code>. A
          token’s path is its custom property: <code>color.text.link-hover</code> is{' '}
          <code>--color-text-link-hover</code>.
        </Text>
        <Tabs>
          <TabList label="Token tiers">
            {tierTabs.map((tab) => (
              <Tab key={tab.tier} id={tab.tier}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {tierTabs.map((tab) => (
            <TabPanel key={tab.tier} id={tab.tier}>
              <Stack gap={6}>
                <Text>{tab.summary}</Text>
                {groupRows(tokenRows(tab.tier)).map((group) => (
                  <TokenTable key={group.id} group={group} siteValues={siteValues} />
                ))}
              </Stack>
            </TabPanel>
          ))}
        </Tabs>
      </DocSection>
    </DocPage>
  );
}
