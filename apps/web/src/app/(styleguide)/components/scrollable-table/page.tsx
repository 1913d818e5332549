// The Scrollable table page: a wide table that overflows and a narrow one that fits, its props and notes.
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import scrollableTableProps from '@/styleguide/props/ScrollableTable.json';
import scrollableTableMessages from '@/styleguide/props/ScrollableTableMessages.json';
import styles from './page.module.css';
import NarrowTable from './examples/narrow-table';
import WideTable from './examples/wide-table';

const PATH = '/components/scrollable-table';
export const metadata = docMetadata(PATH);

export default function ScrollableTablePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Wide table"
          description="Too wide for its box at any screen size here: it scrolls sideways, the hint says so, shadows mark the hidden edge, and the box is a tab stop so the arrow keys can scroll it."
          code={exampleSource(PATH, 'wide-table')}
        >
          <WideTable />
        </Example>
        <Example
          title="Narrow table"
          description="Fits its box, so there is no hint, no shadow and no extra tab stop."
          code={exampleSource(PATH, 'narrow-table')}
        >
          <NarrowTable />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="ScrollableTable" rows={scrollableTableProps} />
        <PropsTable
          component="ScrollableTable"
          caption="Messages of ScrollableTable"
          rows={scrollableTableMessages}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.notes}>
          <li>
            While the table is wider than its box, the box is a region named by its label or the table’s
            caption, and a tab stop: once it has focus, Left and Right Arrow scroll it.
          </li>
          <li>
            The hint is shown only while the table overflows, and screen readers hear it as the region’s
            description. It is measured again whenever the box or the table changes size. It says “Scroll
            sideways to see the whole table” unless <code>hint</code> gives this table its own words, or{' '}
            <code>messages</code> changes the default.
          </li>
          <li>A table that fits is left alone: no region, no extra tab stop, no hint.</li>
          <li>
            Before the page’s script runs, the box is a named region and a tab stop, so a wide table can be
            scrolled by keyboard even then.
          </li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
