// A phone number as a tel: link. When a corporate number exists, both are rendered and CSS shows the one
// that matches corporate mode (see ../corporate), so no script runs and nothing flashes.
import { Icon, cx } from '@ds/ui';
import { PhoneIcon } from '@ds/icons';
import { IconLink } from '../icon-link/IconLink';
import { telHref } from '../data/phone-format';
import styles from './PhoneLink.module.css';

export { telHref };

/** Non-breaking spaces keep a number on one line. */
export function unbrokenNumber(phoneNumber: string): string {
  return phoneNumber.replace(/ /g, '\u00a0');
}

export interface PhoneLinkProps {
  phoneNumber: string;
  corporatePhoneNumber?: string | undefined;
  className?: string | undefined;
  /** text: the number, with an optional phone icon before it. icon: a compact icon link named "{label} {number}". */
  appearance?: 'text' | 'icon';
  /** Show a phone icon before the number (text appearance). */
  withIcon?: boolean;
  /** The word beside the icon in the icon appearance; the number stays in the link's name. */
  label?: string;
}

interface PhoneAnchorProps extends Omit<PhoneLinkProps, 'phoneNumber' | 'corporatePhoneNumber'> {
  number: string;
  kind: 'standard' | 'corporate';
}

function PhoneAnchor({ number, kind, className, appearance, withIcon, label = 'Call' }: PhoneAnchorProps) {
  if (appearance === 'icon') {
    return (
      <IconLink
        href={telHref(number)}
        icon={<Icon icon={PhoneIcon} />}
        label={`${label} ${number}`}
        compact
        className={cx(styles.number, className)}
        data-phone={kind}
      >
        <span className={styles.callWord}>{label}</span>
        {/* Paper cannot be tapped: the number itself prints instead of the word. */}
        <span className={styles.printedNumber}>{unbrokenNumber(number)}</span>
      </IconLink>
    );
  }
  return (
    <a href={telHref(number)} className={cx(styles.number, styles.phone, className)} data-phone={kind}>
      {withIcon ? <Icon icon={PhoneIcon} size={20} /> : null}
      <span>{unbrokenNumber(number)}</span>
    </a>
  );
}

export function PhoneLink({ phoneNumber, corporatePhoneNumber, className, ...shown }: PhoneLinkProps) {
  if (!corporatePhoneNumber || corporatePhoneNumber === phoneNumber) {
    return <PhoneAnchor number={phoneNumber} kind="standard" className={className} {...shown} />;
  }
  return (
    <>
      <PhoneAnchor
        number={phoneNumber}
        kind="standard"
        className={cx(styles.hasCorporate, className)}
        {...shown}
      />
      <PhoneAnchor number={corporatePhoneNumber} kind="corporate" className={className} {...shown} />
    </>
  );
}
