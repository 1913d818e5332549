// A small bordered button with an icon and a short word beside it ('Menu', 'Close'): the chrome's and the
// dialogs' controls that open or shut something, one look for all of them. At least 44px each way (WCAG 2.5.5).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { IconComponent } from '@ds/icons';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import styles from './ToolButton.module.css';

export interface ToolButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The icon before the word, drawn 20px and hidden from assistive technology (the word names the button). */
  icon: IconComponent;
  /** The word that names the button, always shown. */
  children: ReactNode;
}

export function ToolButton({ icon, children, className, type = 'button', ...button }: ToolButtonProps) {
  return (
    <button {...button} type={type} className={cx(styles.toolButton, className)}>
      <Icon icon={icon} size={20} />
      <span>{children}</span>
    </button>
  );
}
