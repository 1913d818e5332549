// One page per catalogue icon (/foundations/iconography/{system|graphic}-icons/{title}): the icon at every size,
// its metadata and uses, and the line that imports it.
import { notFound } from 'next/navigation';
import { catalogue, iconComponents } from '@ds/icons';
import type { IconMetadata } from '@ds/icons';
import { CodeBlock } from '@ds/ui/code-block';
import { Icon, Link, Text } from '@ds/ui';
import { noIndex } from '@/chrome/no-index';
import { DocPage, DocSection } from '@/styleguide/DocPage';
import {
  ICONOGRAPHY_PATH,
  categorySlug,
  iconTitleSlug,
  iconTypeSegment,
} from '@/styleguide/iconography/icon-paths';
import styles from './page.module.css';

type Params = Promise<{ type: string; icon: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogue.map((icon) => ({ type: iconTypeSegment(icon.type), icon: iconTitleSlug(icon.title) }));
}

function iconAt(type: string, slug: string): IconMetadata | undefined {
  return catalogue.find((icon) => iconTypeSegment(icon.type) === type && iconTitleSlug(icon.title) === slug);
}

export async function generateMetadata({ params }: { params: Params }) {
  const { type, icon: slug } = await params;
  const icon = iconAt(type, slug);
  if (!icon) return {};
  return {
    title: `${icon.title} (${icon.type} icon)`,
    description: `${icon.usage.join('. ')}.`,
    // 378 short pages titled with the words visitors search for ('Dental Care', 'Travel Insurance') would come
    // before the pages about those things; the icon browser, which is indexed, names and finds every icon.
    ...noIndex,
  };
}

/** The sizes each kind is drawn at: System icons sit in text and controls, Graphic ones in tiles and panels. */
const SIZES = { System: [16, 20, 24, 32, 48, 64], Graphic: [32, 48, 64, 96, 128] } as const;

export default async function IconPage({ params }: { params: Params }) {
  const { type, icon: slug } = await params;
  const icon = iconAt(type, slug);
  if (!icon) notFound();
  const Svg = iconComponents[icon.name];
  const component = icon.component;
  const details: [string, string][] = [
    ['Title', icon.title],
    ['Name', icon.name],
    ['Type', icon.type],
    ['Category', icon.category],
    ['Component', component],
  ];

  return (
    <DocPage
      heading={{
        group: 'Foundations',
        title: icon.title,
        summary: `${icon.type === 'System' ? 'A System' : 'A Graphic'} icon in ${icon.category}.`,
      }}
    >
      <Link href={`${ICONOGRAPHY_PATH}?category=${categorySlug(icon.category)}`} variant="standalone">
        All {icon.category} icons
      </Link>

      <DocSection title="Sizes">
        <ul className={styles.sizes}>
          {SIZES[icon.type].map((size) => (
            <li key={size} className={styles.size}>
              <Icon icon={Svg} size={size} />
              <span>{size}px</span>
            </li>
          ))}
        </ul>
        {icon.type === 'Graphic' ? (
          <Text>
            Its lines take <code>--icon-graphic-line</code> (the brand colour) and its backdrop{' '}
            <code>--icon-graphic-backdrop</code> (the accent), so it follows the theme it is placed in.
          </Text>
        ) : (
          <Text>It takes the colour of the text around it (currentColor).</Text>
        )}
      </DocSection>

      <DocSection title="Details">
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.detail}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </DocSection>

      <DocSection title="Usage">
        <ul className={styles.usage}>
          {icon.usage.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </DocSection>

      <DocSection title="Import">
        <CodeBlock
          label={`Importing ${icon.title}`}
          language="tsx"
          code={`import { ${component} } from '@ds/icons';
import { Icon } from '@ds/ui';

<Icon icon={${component}} size={${icon.type === 'Graphic' ? 48 : 24}} />`}
        />
      </DocSection>
    </DocPage>
  );
}
