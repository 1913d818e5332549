// The Accordion page’s Expand all and collapse all example.
import { Text } from '@ds/ui';
import { Accordion, AccordionItem } from '@ds/ui/accordion';

const extras = [
  {
    title: 'Dental',
    body: 'Pays towards check-ups, cleans, fillings and other dental care.',
  },
  {
    title: 'Optical',
    body: 'Pays towards prescription glasses and contact lenses.',
  },
  {
    title: 'Physiotherapy',
    body: 'Pays towards sessions with a registered physiotherapist.',
  },
];

export default function ExpandAllAndCollapseAll() {
  return (
    <Accordion headingLevel={4} toggleAll>
      {extras.map((item) => (
        <AccordionItem key={item.title} title={item.title}>
          <Text>{item.body}</Text>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
