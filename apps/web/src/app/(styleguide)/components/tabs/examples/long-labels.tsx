// The Tabs page’s Long labels example.
import { Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';

export default function CoverDetails() {
  return (
    <Tabs>
      <TabList label="Cover details">
        <Tab id="private-room">
          Hospital cover with a private room, theatre fees and accommodation for a parent
        </Tab>
        <Tab id="everyday-extras">
          Extras cover for dental, optical, physiotherapy and chiropractic services
        </Tab>
        <Tab id="ambulance">Ambulance</Tab>
      </TabList>
      <TabPanel id="private-room">
        <Text>
          A private room where one is available, theatre fees, and a bed for a parent staying with a child.
        </Text>
      </TabPanel>
      <TabPanel id="everyday-extras">
        <Text>
          Benefits for the everyday services most members use, up to the annual limits of your cover.
        </Text>
      </TabPanel>
      <TabPanel id="ambulance">
        <Text>Emergency transport by road or air, Australia-wide.</Text>
      </TabPanel>
    </Tabs>
  );
}
