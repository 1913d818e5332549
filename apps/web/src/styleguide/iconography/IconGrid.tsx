'use client';
// The icon browser's grid, drawn from a compact list: a client component so the page's payload (which repeats every
// server-rendered element for hydration) carries each icon as its name and title, not as a tile's elements: nearly
// four hundred tiles. The HTML is the same either way; the grid never renders again (the filter hides tiles in the
// DOM), so this costs no more on the client than hydrating the server's tiles did.
import { Heading } from '@ds/ui';
import type { IconType } from '@ds/icons';
import { iconPagePath } from './icon-paths';
import styles from './IconBrowser.module.css';

/** An icon as the grid needs it: its name in the sprite, and its title. */
export type GridIcon = readonly [name: string, title: string];

export interface IconGroup {
  slug: string;
  label: string;
  /** The 24px line icons, then the larger Graphic ones, each in a grid of their own, so rows keep one height. */
  system: readonly GridIcon[];
  graphic: readonly GridIcon[];
}

/**
 * An icon drawn from the sprite: a short reference in the page instead of its shapes twice. The sprite's symbols
 * take their colours from this <svg>.
 */
function IconTile({ icon: [name, title], type, sprite }: { icon: GridIcon; type: IconType; sprite: string }) {
  const graphic = type === 'Graphic';
  const size = graphic ? 48 : 32;
  return (
    <li data-icon-name={name}>
      <a href={iconPagePath({ type, title })} className={styles.tile} data-print-no-href="">
        <svg
          width={size}
          height={size}
          className={graphic ? styles.graphicGlyph : styles.glyph}
          aria-hidden="true"
          focusable="false"
        >
          <use href={`${sprite}#${name}`} />
        </svg>
        <span className={styles.title}>{title}</span>
        {graphic ? <span className={styles.type}>Graphic</span> : null}
      </a>
    </li>
  );
}

function TileList({ icons, type, sprite }: { icons: readonly GridIcon[]; type: IconType; sprite: string }) {
  if (icons.length === 0) return null;
  return (
    <ul className={styles.grid}>
      {icons.map((icon) => (
        <IconTile key={icon[0]} icon={icon} type={type} sprite={sprite} />
      ))}
    </ul>
  );
}

/** Sections marked `data-icon-category` holding tiles marked `data-icon-name`, as IconFilter expects. */
export function IconGrid({ groups, sprite }: { groups: readonly IconGroup[]; sprite: string }) {
  return groups.map((group) => (
    <section
      key={group.slug}
      data-icon-category={group.slug}
      aria-labelledby={`icons-${group.slug}`}
      className={styles.group}
    >
      <Heading level={3} size="lg" id={`icons-${group.slug}`}>
        {group.label}
      </Heading>
      <TileList icons={group.system} type="System" sprite={sprite} />
      <TileList icons={group.graphic} type="Graphic" sprite={sprite} />
    </section>
  ));
}
