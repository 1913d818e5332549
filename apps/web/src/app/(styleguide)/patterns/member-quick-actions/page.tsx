// The member quick actions pattern: eight shortcuts in a grid that reflows from two columns to four.
import { Text } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import quickActionsProps from '@/styleguide/props/QuickActions.json';
import styles from './page.module.css';
import MemberQuickActions from './examples/quick-actions';

const PATH = '/patterns/member-quick-actions';
export const metadata = docMetadata(PATH);

export default function MemberQuickActionsPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Quick actions"
          description="Two columns on phones, four from md. Each tile is one link: its icon is decorative, its label is the link text."
          code={exampleSource(PATH, 'quick-actions')}
        >
          <MemberQuickActions />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="QuickActions" rows={quickActionsProps} />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.list}>
          <li>The actions are a named list of links, so a screen reader says how many there are.</li>
          <li>
            Each tile is a single link; the icon is hidden from assistive technology and the label names it.
          </li>
          <li>Tiles are at least 44 pixels square and keep a visible focus ring.</li>
          <li>Reading and Tab order follow the rows: left to right, then down, at every width.</li>
        </ul>
        <Text size="sm" tone="muted">
          In the member portal each action goes to its task; in this demo they link to pages of the public
          site.
        </Text>
      </DocSection>
    </DocPage>
  );
}
