// The icon browser: every catalogue icon as a link to its page, grouped by category, rendered at build. The
// filter (IconFilter) gets only the words to match, never the icons.
import { catalogue, iconCategories, iconComponents } from '@ds/icons';
import type { IconMetadata } from '@ds/icons';
import { Heading } from '@ds/ui';
import { filterEntry } from './icon-filter';
import { categorySlug, iconPagePath } from './icon-paths';
import { IconFilter } from './IconFilter';
import styles from './IconBrowser.module.css';

function IconTile({ icon }: { icon: IconMetadata }) {
  const Svg = iconComponents[icon.name];
  const graphic = icon.type === 'Graphic';
  return (
    <li data-icon-name={icon.name}>
      <a href={iconPagePath(icon)} className={styles.tile}>
        <Svg width={graphic ? 48 : 32} height={graphic ? 48 : 32} className={styles.glyph} />
        <span className={styles.title}>{icon.title}</span>
        {graphic ? <span className={styles.type}>Graphic</span> : null}
      </a>
    </li>
  );
}

export function IconBrowser() {
  const groups = iconCategories
    .map((category) => ({
      category,
      slug: categorySlug(category),
      // System icons first, then the larger Graphic ones, so each kind lines up with its own size.
      icons: catalogue
        .filter((icon) => icon.category === category)
        .sort((a, b) => (a.type === b.type ? 0 : a.type === 'System' ? -1 : 1)),
    }))
    .filter((group) => group.icons.length > 0);

  return (
    <IconFilter
      entries={groups.flatMap((group) => group.icons.map(filterEntry))}
      categories={groups.map((group) => ({ slug: group.slug, label: group.category }))}
    >
      {groups.map((group) => (
        <section
          key={group.slug}
          data-icon-category={group.slug}
          aria-labelledby={`icons-${group.slug}`}
          className={styles.group}
        >
          <Heading level={2} size="lg" id={`icons-${group.slug}`}>
            {group.category}
          </Heading>
          <ul className={styles.grid}>
            {group.icons.map((icon) => (
              <IconTile key={icon.name} icon={icon} />
            ))}
          </ul>
        </section>
      ))}
    </IconFilter>
  );
}
