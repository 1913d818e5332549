// The footer every variant reuses: link columns, contact block, acknowledgement of country and the
// small footer with legal links and the copyright line. Links become absolute only when asked.
import { Container } from '@ds/ui';
import { Acknowledgement } from '../acknowledgement/Acknowledgement';
import type { FooterConfig } from '../data/schema';
import type { VariantId } from '../data/variants';
import { linkResolver } from '../links/absolutise';
import type { LinkOptions } from '../links/absolutise';
import { ContactBlock } from './ContactBlock';
import { FooterGroup } from './FooterGroup';
import { NamedIcon } from '../header/NamedIcon';
import { ChromeLink } from '../links/ChromeLink';
import styles from './Footer.module.css';

export interface SiteFooterProps extends LinkOptions {
  config: FooterConfig;
  variant: VariantId;
  /** The brand theme the footer is shown in; it decides the acknowledgement of country. */
  theme: string;
  /** Hide the acknowledgement of country whatever the theme. */
  hideAcknowledgementOfCountry?: boolean;
  /** The copyright year; the current year by default. */
  year?: number;
  legalLabel?: string;
}

export function SiteFooter({
  config,
  variant,
  theme,
  absoluteLinks,
  baseUrl,
  hideAcknowledgementOfCountry,
  year = new Date().getFullYear(),
  legalLabel = 'Legal',
}: SiteFooterProps) {
  const resolve = linkResolver(variant, { absoluteLinks, baseUrl });
  const small = config.smallFooterConfig;
  const legalLinks =
    small.privacy && !small.links.some((link) => link.url === small.privacy?.url)
      ? [...small.links, small.privacy]
      : small.links;

  return (
    <footer className={styles.footer} data-variant={variant}>
      <div className={styles.main}>
        <Container>
          <div className={styles.layout}>
            {config.columns.length ? (
              <div className={styles.columns}>
                {config.columns.map((column) => (
                  <FooterGroup
                    key={column.id}
                    title={column.title}
                    icon={column.icon ? <NamedIcon name={column.icon} size={20} /> : undefined}
                  >
                    <ul className={styles.linkList}>
                      {column.children.map((link) => (
                        <li key={link.id}>
                          <ChromeLink link={link} resolve={resolve} className={styles.footerLink} />
                        </li>
                      ))}
                    </ul>
                    {column.image ? (
                      <img
                        src={resolve(column.image.url)}
                        alt={column.image.alt}
                        height={column.image.height}
                        width={column.image.miniWidth}
                        className={styles.columnImage}
                        loading="lazy"
                      />
                    ) : null}
                  </FooterGroup>
                ))}
              </div>
            ) : null}
            {config.contact ? <ContactBlock contact={config.contact} resolve={resolve} /> : null}
          </div>
        </Container>
      </div>
      <Acknowledgement
        theme={theme}
        variant={variant}
        forceHide={hideAcknowledgementOfCountry || small.hideAcknowledgementOfCountry}
        resolve={resolve}
      />
      <div className={styles.small}>
        <Container>
          <div className={styles.smallRow}>
            <ul className={styles.legal} aria-label={legalLabel}>
              {legalLinks.map((link) => (
                <li key={link.id}>
                  <ChromeLink link={link} resolve={resolve} className={styles.legalLink} />
                </li>
              ))}
            </ul>
            <p className={styles.copyright}>
              © {year} {small.copyrightText ?? ''}
            </p>
          </div>
        </Container>
      </div>
    </footer>
  );
}
