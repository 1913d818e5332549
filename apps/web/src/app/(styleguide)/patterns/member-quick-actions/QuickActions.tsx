// Member quick actions: the shortcuts a member sees first, as a grid of icon links (two columns, four from md).
import type { IconComponent } from '@ds/icons';
import { Columns, Icon, Link } from '@ds/ui';
import styles from './QuickActions.module.css';

export interface QuickAction {
  label: string;
  href: string;
  icon: IconComponent;
}

export interface QuickActionsProps {
  /** The actions in reading order, each a label, a link and an icon from `@ds/icons` (imported by name). */
  actions: readonly QuickAction[];
  /** Names the list for screen readers, e.g. "Quick actions". */
  label: string;
}

export function QuickActions({ actions, label }: QuickActionsProps) {
  return (
    <Columns as="ul" columns={{ xs: 2, md: 4 }} gap={4} aria-label={label}>
      {actions.map((action) => (
        <li key={action.label} className={styles.item}>
          <Link href={action.href} variant="unstyled" className={styles.action}>
            <span className={styles.icon}>
              <Icon icon={action.icon} size={32} />
            </span>
            <span className={styles.label}>{action.label}</span>
          </Link>
        </li>
      ))}
    </Columns>
  );
}
