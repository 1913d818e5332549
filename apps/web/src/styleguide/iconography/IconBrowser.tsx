// The icon browser: every catalogue icon as a link to its page, grouped by category, rendered at build from the
// icons' sprite. The filter (IconFilter) loads the words to match when wanted, never the icons.
import { catalogue, iconCategories } from '@ds/icons';
import type { IconMetadata, IconType } from '@ds/icons';
import iconSprite from '@ds/icons/sprite.svg';
import { categorySlug } from './icon-paths';
import { IconFilter } from './IconFilter';
import { IconGrid } from './IconGrid';
import type { GridIcon, IconGroup } from './IconGrid';

const gridIcons = (icons: readonly IconMetadata[], type: IconType): GridIcon[] =>
  icons.filter((icon) => icon.type === type).map((icon) => [icon.name, icon.title]);

export function IconBrowser() {
  const groups: IconGroup[] = iconCategories
    .map((category) => {
      const icons = catalogue.filter((icon) => icon.category === category);
      return {
        slug: categorySlug(category),
        label: category,
        system: gridIcons(icons, 'System'),
        graphic: gridIcons(icons, 'Graphic'),
      };
    })
    .filter((group) => group.system.length + group.graphic.length > 0);

  return (
    <IconFilter
      total={groups.reduce((count, group) => count + group.system.length + group.graphic.length, 0)}
      categories={groups.map((group) => ({ slug: group.slug, label: group.label }))}
    >
      <IconGrid groups={groups} sprite={iconSprite.src} />
    </IconFilter>
  );
}
