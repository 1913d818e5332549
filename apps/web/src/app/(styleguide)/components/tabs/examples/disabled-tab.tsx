// The Tabs page’s Disabled tab example.
import { Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';

export default function CoversInYourState() {
  return (
    <Tabs>
      <TabList label="Covers in your state">
        <Tab id="hospital">Hospital</Tab>
        <Tab id="extras">Extras</Tab>
        <Tab id="combined" disabled>
          Combined
        </Tab>
      </TabList>
      <TabPanel id="hospital">
        <Text>Pays towards your stay in hospital as a private patient, with the doctor of your choice.</Text>
      </TabPanel>
      <TabPanel id="extras">
        <Text>Pays towards everyday health care outside hospital, such as dental, optical and physio.</Text>
      </TabPanel>
      <TabPanel id="combined">
        <Text>Hospital and extras cover in one policy, with one premium and one renewal date.</Text>
      </TabPanel>
    </Tabs>
  );
}
