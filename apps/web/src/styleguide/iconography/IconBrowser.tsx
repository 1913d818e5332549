// The icon browser: every catalogue icon as a link to its page, grouped by category, rendered at build from the
// icons' sprite. The filter (IconFilter) loads the words to match when wanted, never the icons.
import { catalogue, iconCategories } from '@ds/icons';
import type { IconMetadata, IconType } from '@ds/icons';
import iconSprite from '@ds/icons/sprite.svg';
import { Heading } from '@ds/ui';
import { categorySlug, iconPagePath } from './icon-paths';
import { IconFilter } from './IconFilter';
import styles from './IconBrowser.module.css';

const iconTypes: readonly IconType[] = ['System', 'Graphic'];

/**
 * An icon drawn from the sprite: a short reference in the page (and in its payload, which repeats the page) instead
 * of its shapes twice, for nearly four hundred icons. The sprite's symbols take their colours from this <svg>.
 */
function IconTile({ icon }: { icon: IconMetadata }) {
  const graphic = icon.type === 'Graphic';
  const size = graphic ? 48 : 32;
  return (
    <li data-icon-name={icon.name}>
      <a href={iconPagePath(icon)} className={styles.tile} data-print-no-href="">
        <svg
          width={size}
          height={size}
          className={graphic ? styles.graphicGlyph : styles.glyph}
          aria-hidden="true"
          focusable="false"
        >
          <use href={`${iconSprite.src}#${icon.name}`} />
        </svg>
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
      icons: catalogue.filter((icon) => icon.category === category),
    }))
    .filter((group) => group.icons.length > 0);

  return (
    <IconFilter
      total={groups.reduce((count, group) => count + group.icons.length, 0)}
      categories={groups.map((group) => ({ slug: group.slug, label: group.category }))}
    >
      {groups.map((group) => (
        <section
          key={group.slug}
          data-icon-category={group.slug}
          aria-labelledby={`icons-${group.slug}`}
          className={styles.group}
        >
          <Heading level={3} size="lg" id={`icons-${group.slug}`}>
            {group.category}
          </Heading>
          {/* System icons, then the larger Graphic ones in a grid of their own, so rows keep one height. */}
          {iconTypes.map((type) => {
            const icons = group.icons.filter((icon) => icon.type === type);
            return icons.length > 0 ? (
              <ul key={type} className={styles.grid}>
                {icons.map((icon) => (
                  <IconTile key={icon.name} icon={icon} />
                ))}
              </ul>
            ) : null;
          })}
        </section>
      ))}
    </IconFilter>
  );
}
