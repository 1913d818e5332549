// The Tabs page’s Many tabs example.
import { Text } from '@ds/ui';
import { Tab, TabList, TabPanel, Tabs } from '@ds/ui/tabs';

const extrasServices = [
  {
    id: 'general-dental',
    label: 'General dental',
    body: 'Check-ups, cleans, x-rays and small fillings.',
  },
  {
    id: 'major-dental',
    label: 'Major dental',
    body: 'Crowns, bridges, dentures and root canal treatment.',
  },
  {
    id: 'orthodontics',
    label: 'Orthodontics',
    body: 'Braces and aligners, with a lifetime limit.',
  },
  {
    id: 'optical',
    label: 'Optical',
    body: 'Prescription glasses and contact lenses.',
  },
  {
    id: 'physiotherapy',
    label: 'Physiotherapy',
    body: 'Consultations and treatment by a physiotherapist.',
  },
  {
    id: 'chiropractic',
    label: 'Chiropractic',
    body: 'Consultations and spinal treatment by a chiropractor.',
  },
  {
    id: 'podiatry',
    label: 'Podiatry',
    body: 'Foot care, including orthotics for some covers.',
  },
  {
    id: 'psychology',
    label: 'Psychology',
    body: 'Sessions with a registered psychologist.',
  },
  {
    id: 'dietetics',
    label: 'Dietetics',
    body: 'Advice from an accredited practising dietitian.',
  },
  {
    id: 'remedial-massage',
    label: 'Remedial massage',
    body: 'Treatment by an accredited massage therapist.',
  },
  {
    id: 'hearing-aids',
    label: 'Hearing aids',
    body: 'A benefit towards hearing aids every five years.',
  },
  {
    id: 'ambulance',
    label: 'Ambulance',
    body: 'Emergency transport by road or air, Australia-wide.',
  },
];

export default function ExtrasServices() {
  return (
    <Tabs>
      <TabList label="Extras services">
        {extrasServices.map((service) => (
          <Tab key={service.id} id={service.id}>
            {service.label}
          </Tab>
        ))}
      </TabList>
      {extrasServices.map((service) => (
        <TabPanel key={service.id} id={service.id}>
          <Text>{service.body}</Text>
        </TabPanel>
      ))}
    </Tabs>
  );
}
