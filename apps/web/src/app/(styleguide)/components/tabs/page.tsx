// The Tabs page: its examples (basic, many tabs, long labels, controlled, disabled), props and keyboard notes.
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import tabProps from '@/styleguide/props/Tab.json';
import tabListProps from '@/styleguide/props/TabList.json';
import tabPanelProps from '@/styleguide/props/TabPanel.json';
import tabsProps from '@/styleguide/props/Tabs.json';
import styles from './page.module.css';
import CoverTypes from './examples/basic-tabs';
import TokenTiers from './examples/controlled';
import CoversInYourState from './examples/disabled-tab';
import CoverDetails from './examples/long-labels';
import ExtrasServices from './examples/many-tabs';

const PATH = '/components/tabs';
export const metadata = docMetadata(PATH);

export default function TabsPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Basic tabs"
          description="The first tab is selected until the visitor picks another. Only the selected tab’s panel shows and holds its content, so the server HTML holds the first panel’s; the other panels are there, empty and hidden, for their tabs to point to."
          code={exampleSource(PATH, 'basic-tabs')}
        >
          <CoverTypes />
        </Example>
        <Example
          title="Many tabs"
          description="When the tabs are wider than the page (on a phone), the row scrolls sideways, shadows at its edges show that more tabs are hidden, and the selected tab is always scrolled fully into view."
          code={exampleSource(PATH, 'many-tabs')}
        >
          <ExtrasServices />
        </Example>
        <Example
          title="Long labels"
          description="A label longer than 16em (24em from the xl breakpoint) is cut with an ellipsis and shows its whole text as a tooltip. The cut is visual only: screen readers hear the whole label."
          code={exampleSource(PATH, 'long-labels')}
        >
          <CoverDetails />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the selected tab’s id: it is told of every change through onSelectionChange and can select a tab itself."
          code={exampleSource(PATH, 'controlled')}
        >
          <TokenTiers />
        </Example>
        <Example
          title="Disabled tab"
          description="A disabled tab is shown but cannot be selected, and the arrow keys skip it."
          code={exampleSource(PATH, 'disabled-tab')}
        >
          <CoversInYourState />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Tabs" rows={tabsProps} />
        <PropsTable component="TabList" rows={tabListProps} />
        <PropsTable component="Tab" rows={tabProps} />
        <PropsTable component="TabPanel" rows={tabPanelProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.notes}>
          <li>
            Follows the WAI-ARIA tabs pattern with automatic activation: Tab moves focus to the selected tab,
            and Tab again into its panel.
          </li>
          <li>Left and Right Arrow move to the previous or next tab and select it, wrapping at the ends.</li>
          <li>Home and End select the first and the last tab. Disabled tabs are skipped.</li>
          <li>
            The tab list is named by its label; each panel is named by its tab; the selected tab has
            aria-selected=&quot;true&quot;.
          </li>
          <li>
            Every tab’s aria-controls names its panel. The panels of the other tabs are in the page, empty and
            hidden, so no tab points at nothing.
          </li>
          <li>
            Long labels are cut visually only: the tab’s accessible name is the whole label, and pointer users
            get it as a tooltip.
          </li>
          <li>
            The selected tab scrolls fully into view in a row that scrolls sideways, whether it was chosen by
            click, keyboard or the page.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
