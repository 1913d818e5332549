// The Accordion page: the expander on its own, an accordion of several (the APG accordion: a heading holding a
// button per item), rich and controlled content, and the heading-from-a-breakpoint form the footer uses.
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import accordionProps from '@/styleguide/props/Accordion.json';
import accordionItemProps from '@/styleguide/props/AccordionItem.json';
import expanderProps from '@/styleguide/props/Expander.json';
import accordionMessages from '@/styleguide/props/AccordionMessages.json';
import styles from './page.module.css';
import CoverAccordion from './examples/accordion';
import Collapsed from './examples/collapsed';
import Controlled from './examples/controlled';
import ExpandAllAndCollapseAll from './examples/expand-all-and-collapse-all';
import HeadingFromMdUp from './examples/heading-from-md-up';
import InitiallyExpanded from './examples/initially-expanded';
import RichContent from './examples/rich-content';

const path = '/components/accordion';

export const metadata = docMetadata(path);

export default function AccordionPage() {
  return (
    <DocPage path={path}>
      <DocSection title="Examples">
        <Example
          title="Collapsed"
          description="An expander starts collapsed. Select its title, or press Enter or Space on it, to show the content."
          code={exampleSource(path, 'collapsed')}
        >
          <Collapsed />
        </Example>

        <Example
          title="Initially expanded"
          description="defaultExpanded opens it from the start; the visitor can still close it."
          code={exampleSource(path, 'initially-expanded')}
        >
          <InitiallyExpanded />
        </Example>

        <Example
          title="Accordion"
          description="A group of sections. Each title is a heading (here level 4, under this example’s level 3 title) holding the button that shows or hides its section. Any number can be open at once: opening one leaves the others as they are."
          code={exampleSource(path, 'accordion')}
        >
          <CoverAccordion />
        </Example>

        <Example
          title="Expand all and collapse all"
          description="toggleAll adds one button that opens every section of the group, or closes them once all are open. It appears once JavaScript has loaded."
          code={exampleSource(path, 'expand-all-and-collapse-all')}
        >
          <ExpandAllAndCollapseAll />
        </Example>

        <Example
          title="Rich content"
          description="The content can hold anything: lists, links, buttons. headingLevel puts the title in the page outline as a heading."
          code={exampleSource(path, 'rich-content')}
        >
          <RichContent />
        </Example>

        <Example
          title="Controlled"
          description="expanded and onExpandedChange let the parent hold the state, here shared with a button outside."
          code={exampleSource(path, 'controlled')}
        >
          <Controlled />
        </Example>

        <Example
          title="Heading from md up"
          description="staticFrom turns the expander into a plain heading with its content always shown from a breakpoint up, as the footer’s link groups do. Narrow the window below 768px to get the expander back."
          code={exampleSource(path, 'heading-from-md-up')}
        >
          <HeadingFromMdUp />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Expander" rows={expanderProps} />
        <PropsTable component="Accordion" rows={accordionProps} />
        <PropsTable component="AccordionItem" rows={accordionItemProps} />
        <PropsTable component="Accordion" caption="Messages of Accordion" rows={accordionMessages} />
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
