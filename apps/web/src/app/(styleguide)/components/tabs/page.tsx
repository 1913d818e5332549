// The Tabs page: its examples (basic, many tabs, long labels, controlled, disabled), props and keyboard notes.
import { Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledTabsDemo } from './ControlledTabsDemo';
import styles from './page.module.css';

const PATH = '/components/tabs';
export const metadata = docMetadata(PATH);

const covers = [
  {
    id: 'hospital',
    label: 'Hospital',
    body: 'Pays towards your stay in hospital as a private patient, with the doctor of your choice.',
  },
  {
    id: 'extras',
    label: 'Extras',
    body: 'Pays towards everyday health care outside hospital, such as dental, optical and physio.',
  },
  {
    id: 'combined',
    label: 'Combined',
    body: 'Hospital and extras cover in one policy, with one premium and one renewal date.',
  },
];

const extrasServices = [
  { id: 'general-dental', label: 'General dental', body: 'Check-ups, cleans, x-rays and small fillings.' },
  { id: 'major-dental', label: 'Major dental', body: 'Crowns, bridges, dentures and root canal treatment.' },
  { id: 'orthodontics', label: 'Orthodontics', body: 'Braces and aligners, with a lifetime limit.' },
  { id: 'optical', label: 'Optical', body: 'Prescription glasses and contact lenses.' },
  { id: 'physiotherapy', label: 'Physiotherapy', body: 'Consultations and treatment by a physiotherapist.' },
  {
    id: 'chiropractic',
    label: 'Chiropractic',
    body: 'Consultations and spinal treatment by a chiropractor.',
  },
  { id: 'podiatry', label: 'Podiatry', body: 'Foot care, including orthotics for some covers.' },
  { id: 'psychology', label: 'Psychology', body: 'Sessions with a registered psychologist.' },
  { id: 'dietetics', label: 'Dietetics', body: 'Advice from an accredited practising dietitian.' },
  {
    id: 'remedial-massage',
    label: 'Remedial massage',
    body: 'Treatment by an accredited massage therapist.',
  },
  { id: 'hearing-aids', label: 'Hearing aids', body: 'A benefit towards hearing aids every five years.' },
  { id: 'ambulance', label: 'Ambulance', body: 'Emergency transport by road or air, Australia-wide.' },
];

const longLabels = [
  {
    id: 'private-room',
    label: 'Hospital cover with a private room, theatre fees and accommodation for a parent',
    body: 'A private room where one is available, theatre fees, and a bed for a parent staying with a child.',
  },
  {
    id: 'everyday-extras',
    label: 'Extras cover for dental, optical, physiotherapy and chiropractic services',
    body: 'Benefits for the everyday services most members use, up to the annual limits of your cover.',
  },
  { id: 'ambulance', label: 'Ambulance', body: 'Emergency transport by road or air, Australia-wide.' },
];

const basicCode = `<Tabs>
  <TabList label="Cover types">
    <Tab id="hospital">Hospital</Tab>
    <Tab id="extras">Extras</Tab>
    <Tab id="combined">Combined</Tab>
  </TabList>
  <TabPanel id="hospital">Pays towards your stay in hospital …</TabPanel>
  <TabPanel id="extras">Pays towards everyday health care …</TabPanel>
  <TabPanel id="combined">Hospital and extras cover in one policy …</TabPanel>
</Tabs>`;

const manyCode = `<Tabs>
  <TabList label="Extras services">
    <Tab id="general-dental">General dental</Tab>
    <Tab id="major-dental">Major dental</Tab>
    {/* … ten more tabs … */}
    <Tab id="ambulance">Ambulance</Tab>
  </TabList>
  <TabPanel id="general-dental">Check-ups, cleans, x-rays and small fillings.</TabPanel>
  {/* … one panel per tab … */}
</Tabs>`;

const longCode = `<Tabs>
  <TabList label="Cover details">
    <Tab id="private-room">
      Hospital cover with a private room, theatre fees and accommodation for a parent
    </Tab>
    <Tab id="everyday-extras">
      Extras cover for dental, optical, physiotherapy and chiropractic services
    </Tab>
    <Tab id="ambulance">Ambulance</Tab>
  </TabList>
  {/* … one TabPanel per tab … */}
</Tabs>`;

const controlledCode = `const [selected, setSelected] = useState('theme');

<Button size="sm" variant="secondary" onClick={() => setSelected('primitive')}>
  Show primitive tokens
</Button>
<Tabs selectedId={selected} onSelectionChange={setSelected}>
  <TabList label="Token tiers">
    <Tab id="theme">Theme</Tab>
    <Tab id="component">Component</Tab>
    <Tab id="common">Common</Tab>
    <Tab id="primitive">Primitive</Tab>
  </TabList>
  {/* … one TabPanel per tab … */}
</Tabs>`;

const disabledCode = `<Tabs>
  <TabList label="Covers in your state">
    <Tab id="hospital">Hospital</Tab>
    <Tab id="extras">Extras</Tab>
    <Tab id="combined" disabled>Combined</Tab>
  </TabList>
  {/* … one TabPanel per tab … */}
</Tabs>`;

type Item = { id: string; label: string; body: string };

function ExampleTabs({ label, items, disabled = [] }: { label: string; items: Item[]; disabled?: string[] }) {
  return (
    <Tabs>
      <TabList label={label}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} disabled={disabled.includes(item.id)}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id}>
          <Text>{item.body}</Text>
        </TabPanel>
      ))}
    </Tabs>
  );
}

export default function TabsPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Basic tabs"
          description="The first tab is selected until the visitor picks another. Only the selected tab’s panel shows and holds its content, so the server HTML holds the first panel’s; the other panels are there, empty and hidden, for their tabs to point to."
          code={basicCode}
        >
          <ExampleTabs label="Cover types" items={covers} />
        </Example>
        <Example
          title="Many tabs"
          description="When the tabs are wider than the page (on a phone), the row scrolls sideways, shadows at its edges show that more tabs are hidden, and the selected tab is always scrolled fully into view."
          code={manyCode}
        >
          <ExampleTabs label="Extras services" items={extrasServices} />
        </Example>
        <Example
          title="Long labels"
          description="A label longer than 16em (24em from the xl breakpoint) is cut with an ellipsis and shows its whole text as a tooltip. The cut is visual only: screen readers hear the whole label."
          code={longCode}
        >
          <ExampleTabs label="Cover details" items={longLabels} />
        </Example>
        <Example
          title="Controlled"
          description="The page holds the selected tab’s id: it is told of every change through onSelectionChange and can select a tab itself."
          code={controlledCode}
        >
          <ControlledTabsDemo />
        </Example>
        <Example
          title="Disabled tab"
          description="A disabled tab is shown but cannot be selected, and the arrow keys skip it."
          code={disabledCode}
        >
          <ExampleTabs label="Covers in your state" items={covers} disabled={['combined']} />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="Tabs"
          rows={[
            {
              name: 'children',
              type: 'ReactNode',
              required: true,
              description: 'A TabList and one TabPanel per tab.',
            },
            {
              name: 'defaultSelectedId',
              type: 'string',
              default: 'the first enabled tab',
              description: 'The tab selected first, when the page does not control selection.',
            },
            {
              name: 'selectedId',
              type: 'string',
              description: 'The selected tab, when the page controls selection (with onSelectionChange).',
            },
            {
              name: 'onSelectionChange',
              type: '(id: string) => void',
              description: 'Called with the newly selected tab’s id, on click, arrow keys, Home or End.',
            },
            { name: 'className', type: 'string', description: 'Extra class on the outer element.' },
          ]}
        />
        <PropsTable
          component="TabList"
          rows={[
            { name: 'children', type: 'ReactNode', required: true, description: 'The Tabs, in order.' },
            {
              name: 'label',
              type: 'string',
              description: 'The name of the tab list. Give this or labelledBy.',
            },
            {
              name: 'labelledBy',
              type: 'string',
              description: 'The id of a visible heading that names the tab list, instead of label.',
            },
            { name: 'className', type: 'string', description: 'Extra class on the tab list.' },
          ]}
        />
        <PropsTable
          component="Tab"
          rows={[
            { name: 'id', type: 'string', required: true, description: 'Matches the id of its TabPanel.' },
            {
              name: 'children',
              type: 'ReactNode',
              required: true,
              description:
                'The label, cut with an ellipsis beyond 16em (24em from xl); its accessible name stays whole.',
            },
            {
              name: 'disabled',
              type: 'boolean',
              default: 'false',
              description: 'Shown but not selectable; the arrow keys skip it.',
            },
            { name: 'className', type: 'string', description: 'Extra class on the tab.' },
          ]}
        />
        <PropsTable
          component="TabPanel"
          rows={[
            { name: 'id', type: 'string', required: true, description: 'Matches the id of its Tab.' },
            { name: 'children', type: 'ReactNode', required: true, description: 'The panel’s content.' },
            { name: 'className', type: 'string', description: 'Extra class on the panel.' },
          ]}
        />
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
