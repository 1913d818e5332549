// The Accordion page: the expander on its own, an accordion of several (the APG accordion: a heading holding a
// button per item), rich and controlled content, and the heading-from-a-breakpoint form the footer uses.
import { Button, Link, Stack, Text } from '@ds/ui';
import { Accordion, AccordionItem, Expander } from '@ds/ui/accordion';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { ControlledExpanderDemo } from './ControlledExpanderDemo';
import styles from './page.module.css';

const path = '/components/accordion';

export const metadata = docMetadata(path);

const cover = [
  {
    title: 'Hospital cover',
    body: 'Pays towards your stay as a private patient in a public or private hospital.',
  },
  {
    title: 'Extras cover',
    body: 'Pays towards dental, optical, physiotherapy and other everyday health services.',
  },
  {
    title: 'Ambulance cover',
    body: 'Pays for emergency ambulance transport when it is medically necessary.',
  },
];

// A different group from the one above: two accordions with the same titles would name two regions alike.
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

const collapsedCode = `<Expander title="What is a waiting period?">
  <Text>The time you hold cover before you can claim for a service.</Text>
</Expander>`;

const expandedCode = `<Expander title="How do I make a claim?" defaultExpanded>
  <Text>Claim in the app, online or on the spot with your member card.</Text>
</Expander>`;

const accordionCode = `<Accordion headingLevel={4}>
  <AccordionItem title="Hospital cover">…</AccordionItem>
  <AccordionItem title="Extras cover">…</AccordionItem>
  <AccordionItem title="Ambulance cover">…</AccordionItem>
</Accordion>`;

const toggleAllCode = `<Accordion headingLevel={4} toggleAll>
  <AccordionItem title="Dental">…</AccordionItem>
  <AccordionItem title="Optical">…</AccordionItem>
  <AccordionItem title="Physiotherapy">…</AccordionItem>
</Accordion>`;

const richCode = `<Expander title="Before you go to hospital" headingLevel={4}>
  <Stack gap={3}>
    <Text>Three things to check first:</Text>
    <ul>
      <li>that your cover includes the treatment,</li>
      <li>that you have served any waiting period,</li>
      <li>what you may have to pay yourself.</li>
    </ul>
    <Link href="/going-to-hospital">Read our hospital guide</Link>
    <Button href="/help" variant="secondary" size="sm">Ask us a question</Button>
  </Stack>
</Expander>`;

const controlledCode = `'use client';
const [expanded, setExpanded] = useState(false);

<Button variant="secondary" size="sm" onClick={() => setExpanded((open) => !open)}>
  {expanded ? 'Hide the answer' : 'Show the answer'}
</Button>
<Expander title="Can I pause my cover?" expanded={expanded} onExpandedChange={setExpanded}>
  <Text>Yes. You can suspend your cover while you travel overseas …</Text>
</Expander>`;

const staticCode = `<Expander title="Help" headingLevel={4} staticFrom="md">
  <ul>
    <li><Link href="/help">Help centre</Link></li>
    <li><Link href="/contact-us">Contact us</Link></li>
  </ul>
</Expander>`;

export default function AccordionPage() {
  return (
    <DocPage path={path}>
      <DocSection title="Examples">
        <Example
          title="Collapsed"
          description="An expander starts collapsed. Select its title, or press Enter or Space on it, to show the content."
          code={collapsedCode}
        >
          <Expander title="What is a waiting period?">
            <Text>The time you hold cover before you can claim for a service.</Text>
          </Expander>
        </Example>

        <Example
          title="Initially expanded"
          description="defaultExpanded opens it from the start; the visitor can still close it."
          code={expandedCode}
        >
          <Expander title="How do I make a claim?" defaultExpanded>
            <Text>Claim in the app, online or on the spot with your member card.</Text>
          </Expander>
        </Example>

        <Example
          title="Accordion"
          description="A group of sections. Each title is a heading (here level 4, under this example’s level 3 title) holding the button that shows or hides its section. Any number can be open at once: opening one leaves the others as they are."
          code={accordionCode}
        >
          <Accordion headingLevel={4}>
            {cover.map((item) => (
              <AccordionItem key={item.title} title={item.title}>
                <Text>{item.body}</Text>
              </AccordionItem>
            ))}
          </Accordion>
        </Example>

        <Example
          title="Expand all and collapse all"
          description="toggleAll adds one button that opens every section of the group, or closes them once all are open. It appears once JavaScript has loaded."
          code={toggleAllCode}
        >
          <Accordion headingLevel={4} toggleAll>
            {extras.map((item) => (
              <AccordionItem key={item.title} title={item.title}>
                <Text>{item.body}</Text>
              </AccordionItem>
            ))}
          </Accordion>
        </Example>

        <Example
          title="Rich content"
          description="The content can hold anything: lists, links, buttons. headingLevel puts the title in the page outline as a heading."
          code={richCode}
        >
          <Expander title="Before you go to hospital" headingLevel={4}>
            <Stack gap={3} align="start">
              <Text>Three things to check first:</Text>
              <ul className={styles.list}>
                <li>that your cover includes the treatment,</li>
                <li>that you have served any waiting period,</li>
                <li>what you may have to pay yourself.</li>
              </ul>
              <Link href="/going-to-hospital">Read our hospital guide</Link>
              <Button href="/help" variant="secondary" size="sm">
                Ask us a question
              </Button>
            </Stack>
          </Expander>
        </Example>

        <Example
          title="Controlled"
          description="expanded and onExpandedChange let the parent hold the state, here shared with a button outside."
          code={controlledCode}
        >
          <ControlledExpanderDemo />
        </Example>

        <Example
          title="Heading from md up"
          description="staticFrom turns the expander into a plain heading with its content always shown from a breakpoint up, as the footer’s link groups do. Narrow the window below 768px to get the expander back."
          code={staticCode}
        >
          <Expander title="Help" headingLevel={4} staticFrom="md">
            <ul className={styles.links}>
              <li>
                <Link href="/help">Help centre</Link>
              </li>
              <li>
                <Link href="/contact-us">Contact us</Link>
              </li>
            </ul>
          </Expander>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="Expander"
          rows={[
            {
              name: 'title',
              type: 'ReactNode',
              required: true,
              description: 'Names the toggle. Keep it short; no links or buttons inside.',
            },
            {
              name: 'children',
              type: 'ReactNode',
              required: true,
              description: 'The content it shows or hides.',
            },
            {
              name: 'defaultExpanded',
              type: 'boolean',
              default: 'false',
              description: 'Starts open, when the expander holds its own state (uncontrolled).',
            },
            {
              name: 'expanded',
              type: 'boolean',
              description: 'Open or closed, when the parent holds the state (controlled).',
            },
            {
              name: 'onExpandedChange',
              type: '(expanded: boolean) => void',
              description:
                'Called with the new state when the visitor, a script or a find-in-page match opens or closes it.',
            },
            {
              name: 'headingLevel',
              type: '2 | 3 | 4 | 5 | 6',
              description:
                'Wraps the title in a heading of this level (the summary holds that one heading). Screen readers hear the summary as a button, not a heading: for titles that must be headings, use Accordion.',
            },
            {
              name: 'staticFrom',
              type: "'sm' | 'md' | 'lg' | 'xl' | 'xxl'",
              description:
                'From this breakpoint up, a plain title (a heading with headingLevel) with the content always shown.',
            },
            {
              name: 'className',
              type: 'string',
              description:
                'A class for the <details>. Restyle through custom properties on it: --expander-border, --expander-title-color, --expander-title-size, --expander-title-weight, --expander-min-height, --expander-summary-padding-block, --expander-panel-padding.',
            },
          ]}
        />
        <PropsTable
          component="Accordion"
          rows={[
            {
              name: 'children',
              type: 'ReactNode',
              required: true,
              description: 'The AccordionItems of the group.',
            },
            {
              name: 'headingLevel',
              type: '2 | 3 | 4 | 5 | 6',
              default: '3',
              description:
                'The level of each item’s heading: the next level below the heading the accordion sits under (under an h2, 3), so screen readers announce each title as a heading in the page outline.',
            },
            {
              name: 'toggleAll',
              type: 'boolean',
              default: 'false',
              description: 'Adds the Expand all / Collapse all button, shown once JavaScript runs.',
            },
            {
              name: 'expandAllLabel',
              type: 'string',
              default: "'Expand all'",
              description: 'The button’s words while any item is closed.',
            },
            {
              name: 'collapseAllLabel',
              type: 'string',
              default: "'Collapse all'",
              description: 'The button’s words once every item is open.',
            },
          ]}
        />
        <PropsTable
          component="AccordionItem"
          rows={[
            {
              name: 'title',
              type: 'ReactNode',
              required: true,
              description:
                'The text of the item’s heading and the name of its button. Keep it short; no links or buttons inside.',
            },
            {
              name: 'children',
              type: 'ReactNode',
              required: true,
              description: 'The content its button shows or hides.',
            },
            {
              name: 'defaultExpanded',
              type: 'boolean',
              default: 'false',
              description: 'Starts open, when the item holds its own state (uncontrolled).',
            },
            {
              name: 'expanded',
              type: 'boolean',
              description: 'Open or closed, when the parent holds the state (controlled).',
            },
            {
              name: 'onExpandedChange',
              type: '(expanded: boolean) => void',
              description:
                'Called with the new state when the visitor, Expand all or a find-in-page match opens or closes it.',
            },
            {
              name: 'className',
              type: 'string',
              description:
                'A class for the item. It takes the same custom properties as the Expander (--expander-border, --expander-title-color and the rest).',
            },
          ]}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.list}>
          <li>
            Each expander is a native <code>&lt;details&gt;</code> with a <code>&lt;summary&gt;</code>: it
            opens and closes before JavaScript loads, and with none at all.
          </li>
          <li>
            Browsers expose the summary as a button with an expanded or collapsed state (Chromium: a
            disclosure triangle, a button to screen readers), named by the title; the content follows it in
            reading order.
          </li>
          <li>Tab moves to the summary; Enter or Space toggles it; focus stays on the summary.</li>
          <li>
            With <code>headingLevel</code> the summary holds a heading, which puts it in the page outline. A
            summary is a button to screen readers, though, and a button’s content is not announced as a
            heading: where titles must be heard as headings, use the Accordion below.
          </li>
          <li>
            The chevron is decorative and hidden from assistive technology; it turns in 0.2s, and not at all
            when reduced motion is asked for.
          </li>
          <li>
            Find in page, and a link to a text fragment, open a collapsed expander that holds the match.
          </li>
          <li>
            In an accordion, each item follows the WAI-ARIA accordion pattern: its title is a heading of the
            level the page needs (<code>headingLevel</code>, 3 by default) holding a button with{' '}
            <code>aria-expanded</code> and <code>aria-controls</code>, so screen readers announce it as a
            heading and as a collapsed or expanded button. A heading inside a <code>&lt;summary&gt;</code> is
            not announced as a heading, which is why the accordion does not use one.
          </li>
          <li>
            Each item’s panel is a region named by its title while the accordion has six items or fewer; with
            more, the panels are not regions, so the page’s landmarks do not pile up.
          </li>
          <li>
            Tab moves from one item’s button to the next (and into an open panel); Enter or Space toggles;
            focus stays on the button.
          </li>
          <li>
            A closed panel is hidden until found: find in page and links to a text fragment open the item that
            holds the match. Printed, and with JavaScript off, every panel shows.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
