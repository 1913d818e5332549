// The footer's contact block: numbers, email, addresses, hours, contact and social links, associations.
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '@ds/icons';
import type { IconComponent } from '@ds/icons';
import { Icon, Link } from '@ds/ui';
import type { FooterContact, SocialLink } from '../data/schema';
import { IconLink } from '../icon-link/IconLink';
import { ChromeLink } from '../links/ChromeLink';
import { PhoneLink, telHref, unbrokenNumber } from '../phone/PhoneLink';
import type { FooterMessages } from './messages';
import styles from './Footer.module.css';

const socialIcons: Record<SocialLink['key'], IconComponent> = {
  Facebook: FacebookIcon,
  Twitter: TwitterIcon,
  Youtube: YoutubeIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedinIcon,
};

export interface ContactBlockProps {
  contact: FooterContact;
  messages: FooterMessages;
  /** Resolves image sources (links resolve through the nearest LinkProvider). */
  assetUrl: (src: string) => string;
}

export function ContactBlock({ contact, messages, assetUrl }: ContactBlockProps) {
  return (
    <section className={styles.contact} aria-labelledby="footer-contact-heading">
      <h2 id="footer-contact-heading" className={styles.contactHeading}>
        {contact.heading ?? messages.contactHeading}
      </h2>
      <ul className={styles.contactList}>
        {contact.phoneNumber ? (
          <li>
            <PhoneLink
              phoneNumber={contact.phoneNumber}
              corporatePhoneNumber={contact.corporatePhoneNumber}
              className={styles.contactPhone}
            />
          </li>
        ) : null}
        {contact.overseasPhoneNumber ? (
          <li>
            {messages.overseas}{' '}
            <a href={telHref(contact.overseasPhoneNumber)} className={styles.footerLink}>
              {unbrokenNumber(contact.overseasPhoneNumber)}
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li>
            <a href={`mailto:${contact.email}`} className={styles.footerLink}>
              {contact.email}
            </a>
          </li>
        ) : null}
      </ul>
      {contact.openHours?.length ? (
        <div className={styles.contactDetail}>
          <h3 className={styles.detailHeading}>{messages.hours}</h3>
          {contact.openHours.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {contact.address?.mail?.length || contact.address?.office?.length ? (
        <div className={styles.addresses}>
          {contact.address.mail?.length ? (
            <div className={styles.contactDetail}>
              <h3 className={styles.detailHeading}>{messages.mail}</h3>
              <address>
                {contact.address.mail.map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </address>
            </div>
          ) : null}
          {contact.address.office?.length ? (
            <div className={styles.contactDetail}>
              <h3 className={styles.detailHeading}>{messages.office}</h3>
              <address>
                {contact.address.office.map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </address>
            </div>
          ) : null}
        </div>
      ) : null}
      {contact.contactLinks?.length ? (
        <ul className={styles.linkList}>
          {contact.contactLinks.map((link) => (
            <li key={link.id}>
              <ChromeLink link={link} className={styles.footerLink} newTabText={messages.newTab} />
            </li>
          ))}
        </ul>
      ) : null}
      {contact.contactUrl ? (
        <Link href={contact.contactUrl} variant="unstyled" className={styles.footerLink}>
          {messages.contactUrl}
        </Link>
      ) : null}
      {contact.socialLinks?.length ? (
        <ul className={styles.social} aria-label={messages.socialMedia}>
          {contact.socialLinks.map((social) => (
            <li key={social.id}>
              <IconLink
                href={social.url}
                icon={<Icon icon={socialIcons[social.key]} />}
                label={social.title}
                newTab
                newTabText={messages.newTab}
                rel="nofollow"
                className={styles.socialLink}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {contact.associations?.length ? (
        <ul className={styles.associations}>
          {contact.associations.map((association) => (
            <li key={association.name}>
              <img
                src={assetUrl(association.src)}
                alt={association.alt}
                className={styles.associationImage}
                width={120}
                height={48}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
