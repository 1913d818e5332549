// The call-to-action control: a native button, or a link styled the same way when it is given an href.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '../link';
import type { LinkProps } from '../link';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  /** md and lg are at least 44px tall (WCAG 2.5.5 enhanced target size); sm is for dense layouts. */
  size?: ButtonSize;
  /** Fills the width of its container. */
  fullWidth?: boolean;
  /** Decorative node before the label, usually an `<Icon>`. */
  iconStart?: ReactNode;
  /** Decorative node after the label, usually an `<Icon>`. */
  iconEnd?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & {
    href?: undefined;
    /** Shows a spinner and ignores activation while keeping focus on the button. */
    loading?: boolean;
    /** Visually hidden text added to the button's name while loading. */
    loadingText?: string;
  };

export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<LinkProps, keyof ButtonOwnProps | 'variant'> & {
    href: string;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    iconStart,
    iconEnd,
    children,
    className,
  } = props;
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);

  if (typeof props.href === 'string') {
    const {
      variant: _variant,
      size: _size,
      fullWidth: _fullWidth,
      iconStart: _iconStart,
      iconEnd: _iconEnd,
      children: _children,
      className: _className,
      ...linkProps
    } = props;
    return (
      <Link {...linkProps} variant="unstyled" className={classes}>
        {iconStart}
        <span className={styles.label}>{children}</span>
        {iconEnd}
      </Link>
    );
  }

  const {
    variant: _variant,
    size: _size,
    fullWidth: _fullWidth,
    iconStart: _iconStart,
    iconEnd: _iconEnd,
    children: _children,
    className: _className,
    href: _href,
    loading = false,
    loadingText = 'Loading',
    type = 'button',
    onClick,
    ...buttonProps
  } = props;

  // While loading the button stays focusable (so focus is not lost) but does nothing: no click handler, and
  // type="button" so it cannot submit its form again. No new handler is created, so this also works when
  // rendered by a server component.
  return (
    <button
      {...buttonProps}
      type={loading ? 'button' : type}
      className={classes}
      onClick={loading ? undefined : onClick}
      aria-disabled={loading ? true : buttonProps['aria-disabled']}
      data-loading={loading ? '' : undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : iconStart}
      <span className={styles.label}>{children}</span>
      {iconEnd}
      {loading && loadingText ? <VisuallyHidden>{` ${loadingText}`}</VisuallyHidden> : null}
    </button>
  );
}
