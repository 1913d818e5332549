// The Accordion page’s Accordion example.
import { Text } from '@ds/ui';
import { Accordion, AccordionItem } from '@ds/ui/accordion';
import { cover } from './cover-items';

export default function CoverAccordion() {
  return (
    <Accordion headingLevel={4}>
      {cover.map((item) => (
        <AccordionItem key={item.title} title={item.title}>
          <Text>{item.body}</Text>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
