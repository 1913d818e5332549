// The footer's contact block: numbers, email, addresses, hours, contact and social links, associations.
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '@ds/icons';
import type { IconComponent } from '@ds/icons';
import { Link } from '@ds/ui';
import type { FooterContact, SocialLink } from '../data/schema';
import { PhoneLink, telHref } from '../header/PhoneLink';
import { ChromeLink } from '../links/ChromeLink';
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
  resolve: (url: string) => string;
  overseasLabel?: string;
  mailLabel?: string;
  officeLabel?: string;
  hoursLabel?: string;
  contactUrlLabel?: string;
}

export function ContactBlock({
  contact,
  resolve,
  overseasLabel = 'From overseas',
  mailLabel = 'Mail',
  officeLabel = 'Office',
  hoursLabel = 'Opening hours',
  contactUrlLabel = 'More ways to contact us',
}: ContactBlockProps) {
  return (
    <section className={styles.contact} aria-labelledby="footer-contact-heading">
      <h2 id="footer-contact-heading" className={styles.contactHeading}>
        {contact.heading ?? 'Contact us'}
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
            {overseasLabel}{' '}
            <a href={telHref(contact.overseasPhoneNumber)} className={styles.footerLink}>
              {contact.overseasPhoneNumber.replace(/ /g, '\u00a0')}
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
          <h3 className={styles.detailHeading}>{hoursLabel}</h3>
          {contact.openHours.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {contact.address?.mail?.length || contact.address?.office?.length ? (
        <div className={styles.addresses}>
          {contact.address.mail?.length ? (
            <div className={styles.contactDetail}>
              <h3 className={styles.detailHeading}>{mailLabel}</h3>
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
              <h3 className={styles.detailHeading}>{officeLabel}</h3>
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
              <ChromeLink link={link} resolve={resolve} className={styles.footerLink} />
            </li>
          ))}
        </ul>
      ) : null}
      {contact.contactUrl ? (
        <Link href={resolve(contact.contactUrl)} variant="unstyled" className={styles.footerLink}>
          {contactUrlLabel}
        </Link>
      ) : null}
      {contact.socialLinks?.length ? (
        <ul className={styles.social} aria-label="Social media">
          {contact.socialLinks.map((social) => {
            const SocialIcon = socialIcons[social.key];
            return (
              <li key={social.id}>
                <Link
                  href={social.url}
                  variant="unstyled"
                  newTab
                  newTabText=""
                  rel="nofollow"
                  className={styles.socialLink}
                  aria-label={`${social.title} (opens in a new tab)`}
                >
                  <SocialIcon width={24} height={24} aria-hidden="true" focusable="false" />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {contact.associations?.length ? (
        <ul className={styles.associations}>
          {contact.associations.map((association) => (
            <li key={association.name}>
              <img
                src={resolve(association.src)}
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
