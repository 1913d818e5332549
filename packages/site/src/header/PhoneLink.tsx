// A phone number as a tel: link. When a corporate number exists, both are rendered and CSS shows the
// one that matches corporate mode (see corporate.tsx), so no script runs and nothing flashes.
import type { ReactNode } from 'react';
import styles from './PhoneLink.module.css';

export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/\s+/g, '')}`;
}

export interface PhoneLinkProps {
  phoneNumber: string;
  corporatePhoneNumber?: string | undefined;
  className?: string | undefined;
  /** Content before the number, e.g. an icon. */
  icon?: ReactNode;
  /** Replaces the visible number (e.g. "Call us" in a compact header); the number stays in the link's name. */
  label?: string | undefined;
}

function PhoneAnchor({
  number,
  kind,
  className,
  icon,
  label,
}: {
  number: string;
  kind: 'standard' | 'corporate';
  className?: string | undefined;
  icon?: ReactNode;
  label?: string | undefined;
}) {
  return (
    <a
      href={telHref(number)}
      className={[styles.phone, className].filter(Boolean).join(' ')}
      data-phone={kind}
      aria-label={label ? `${label} ${number}` : undefined}
    >
      {icon}
      {/* Non-breaking spaces keep a number on one line. */}
      <span>{label ?? number.replace(/ /g, '\u00a0')}</span>
    </a>
  );
}

export function PhoneLink({ phoneNumber, corporatePhoneNumber, className, icon, label }: PhoneLinkProps) {
  if (!corporatePhoneNumber || corporatePhoneNumber === phoneNumber) {
    return (
      <PhoneAnchor number={phoneNumber} kind="standard" className={className} icon={icon} label={label} />
    );
  }
  return (
    <>
      <PhoneAnchor
        number={phoneNumber}
        kind="standard"
        className={`${styles.hasCorporate} ${className ?? ''}`}
        icon={icon}
        label={label}
      />
      <PhoneAnchor
        number={corporatePhoneNumber}
        kind="corporate"
        className={className}
        icon={icon}
        label={label}
      />
    </>
  );
}
