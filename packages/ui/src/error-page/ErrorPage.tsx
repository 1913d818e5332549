// The template of the site's error pages: the brand's illustration (or a generic icon), a title, a description
// and the ways onward (links, buttons) as children. It never shows an error code: visitors need a way on, not a number.
import type { HTMLAttributes, ReactNode } from 'react';
import { AlertTriangleIcon } from '@ds/icons';
import type { IconComponent } from '@ds/icons';
import type { ThemeId } from '@ds/tokens/tokens';
import { Heading } from '../heading';
import type { HeadingLevel } from '../heading';
import { Icon } from '../icon';
import { Text } from '../text';
import { cx } from '../utils/cx';
import { BrandIllustration, isBrandIllustrationTheme } from './BrandIllustration';
import styles from './ErrorPage.module.css';

/** @rest {HTMLAttributes<HTMLDivElement>} Passed to the outer div, e.g. className. */
export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading. Say what happened in plain words; never show an error code. */
  title?: string;
  /** One or two sentences on what may have happened. */
  description?: ReactNode;
  /** The theme the page is shown in. main and gu show their brand illustration; every other theme shows `icon`. */
  theme?: ThemeId;
  /** The generic icon for themes without an illustration. */
  icon?: IconComponent;
  /**
   * Whether main and gu show their brand illustration; false shows `icon` in any theme, for a page whose bytes
   * count more than its artwork (a fallback every page carries).
   * @default true
   */
  illustration?: boolean;
  /** Other decorative artwork, in place of the illustration or icon. */
  image?: ReactNode;
  /** The title's outline level: 1 on a real error page, lower when shown inside another page. */
  headingLevel?: HeadingLevel;
  /** Ways onward: links, a search, a button home. */
  children?: ReactNode;
}

export function ErrorPage({
  title = 'Sorry, something went wrong',
  description,
  theme = 'main',
  icon = AlertTriangleIcon,
  illustration = true,
  image,
  headingLevel = 1,
  children,
  className,
  ...props
}: ErrorPageProps) {
  const brand = illustration && isBrandIllustrationTheme(theme);
  const kind = image ? 'custom' : brand ? 'brand' : 'icon';
  return (
    <div {...props} className={cx(styles.errorPage, className)}>
      <div className={styles.image} data-image={kind}>
        {image ??
          (brand ? (
            <BrandIllustration theme={theme} className={styles.illustration} />
          ) : (
            <span className={styles.iconBadge}>
              <Icon icon={icon} size={48} />
            </span>
          ))}
      </div>
      <div className={styles.content}>
        <Heading level={headingLevel} size="3xl">
          {title}
        </Heading>
        {description ? (
          <Text as={typeof description === 'string' ? 'p' : 'div'} size="lg" className={styles.description}>
            {description}
          </Text>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
