// Style-guide page of the hospital tier Badge: every tier, every size, the written name and a custom name.
import { Badge, badgeFillPortions, badgeSizes, badgeTierLabels, badgeTiers } from '@ds/ui/badge';
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import styles from './page.module.css';

const PATH = '/components/badge';

export const metadata = docMetadata(PATH);

export default function BadgePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Tiers"
          description="The seven hospital tiers at 48px. The shield fills one step more at each tier, from a quarter for Basic to full for Gold, in the tier’s colour; a plus tier shares its base tier’s colour."
          code={`{badgeTiers.map((tier) => (
  <Badge key={tier} tier={tier} size={48} />
))}`}
        >
          <ul className={styles.row}>
            {badgeTiers.map((tier) => (
              <li key={tier} className={styles.item}>
                <Badge tier={tier} size={48} />
                <span className={styles.caption}>
                  {badgeTierLabels[tier]}, {badgeFillPortions[tier]}%
                </span>
              </li>
            ))}
          </ul>
        </Example>

        <Example
          title="Sizes"
          description="Silver Plus in the six sizes: 16, 24, 32, 48, 64 and 128 pixels."
          code={`{[16, 24, 32, 48, 64, 128].map((size) => (
  <Badge key={size} tier="silver-plus" size={size} />
))}`}
        >
          <ul className={styles.row}>
            {badgeSizes.map((size) => (
              <li key={size} className={styles.item}>
                <Badge tier="silver-plus" size={size} />
                <span className={styles.caption}>{size}px</span>
              </li>
            ))}
          </ul>
        </Example>

        <Example
          title="With the name written out"
          description="showLabel writes the tier’s name beside the shield, for lists and small sizes where the level alone is hard to read."
          code={`<Badge tier="bronze-plus" size={24} showLabel />`}
        >
          <ul className={styles.row}>
            {badgeTiers.map((tier) => (
              <li key={tier}>
                <Badge tier={tier} size={24} showLabel />
              </li>
            ))}
          </ul>
        </Example>

        <Example
          title="Custom name"
          description="label replaces the tier’s name, for example to say what the tier is of."
          code={`<Badge tier="gold" size={64} label="Gold hospital cover" />`}
        >
          <Badge tier="gold" size={64} label="Gold hospital cover" />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="Badge"
          rows={[
            {
              name: 'tier',
              type: badgeTiers.map((tier) => `'${tier}'`).join(' | '),
              required: true,
              description: 'The hospital tier. It sets the colour, how full the shield is and the name.',
            },
            {
              name: 'size',
              type: badgeSizes.join(' | '),
              default: '32',
              description: 'Width and height of the shield in pixels.',
            },
            {
              name: 'label',
              type: 'string',
              default: `the tier's name, e.g. '${badgeTierLabels['silver-plus']}'`,
              description: 'The accessible name, and the written name with showLabel.',
            },
            {
              name: 'showLabel',
              type: 'boolean',
              default: 'false',
              description:
                'Writes the name beside the shield; the shield is then hidden from assistive technology.',
            },
            {
              name: '...rest',
              type: 'HTMLAttributes<HTMLSpanElement>',
              description: 'Passed to the wrapping span, e.g. className.',
            },
          ]}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              The shield is an image (<code>role=&quot;img&quot;</code>) named by its tier, such as “Silver
              Plus”;
              <code>label</code> replaces the name.
            </li>
            <li>
              Colour is not the only cue: the fill level rises one step per tier (25% for Basic to 100% for
              Gold), drawn with a dark outline and level line that contrast with the page at more than 3:1,
              and <code>showLabel</code> writes the name as text.
            </li>
            <li>
              With <code>showLabel</code> the written name is what a screen reader reads, and the shield is
              hidden, so the name is not read twice.
            </li>
            <li>It is not interactive and takes no focus. In forced-colours mode the level stays visible.</li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
