// The footer every variant reuses: link columns, contact block, acknowledgement of country and the
// small footer with legal links and the copyright line. Links become absolute only when asked.
import { Container, LinkProvider, NamedIcon, absolutiseHref } from '@ds/ui';
import { withDefaultMessages } from '@ds/ui/messages';
import { Acknowledgement } from '../acknowledgement/Acknowledgement';
import type { FooterConfig } from '../data/schema';
import { variantConfigs } from '../data/variant-config';
import type { VariantId } from '../data/variants';
import { ChromeLink } from '../links/ChromeLink';
import { ContactBlock } from './ContactBlock';
import { FooterGroup } from './FooterGroup';
import { defaultFooterMessages } from './messages';
import type { FooterMessages } from './messages';
import styles from './Footer.module.css';

export interface SiteFooterProps {
  config: FooterConfig;
  variant: VariantId;
  /** The brand theme the footer is shown in (it decides the acknowledgement); the variant's by default. */
  theme?: string;
  /** Make site paths absolute (a footer shown on another host). Off by default. */
  absoluteLinks?: boolean;
  /** The origin absolute links point at; the variant's own public origin by default. */
  baseUrl?: string;
  /** Hide the acknowledgement of country whatever the theme. */
  hideAcknowledgementOfCountry?: boolean;
  /** The copyright year; the current year by default. */
  year?: number;
  /** Any of the words the footer shows or announces to change; each defaults to the SPEC wording. */
  messages?: Partial<FooterMessages>;
}

export function SiteFooter({
  config,
  variant,
  theme = variantConfigs[variant].theme,
  absoluteLinks = false,
  baseUrl = variantConfigs[variant].origin,
  hideAcknowledgementOfCountry,
  year = new Date().getFullYear(),
  messages: messageOverrides,
}: SiteFooterProps) {
  const messages = withDefaultMessages(defaultFooterMessages, messageOverrides);
  const assetUrl = (src: string) => (absoluteLinks ? absolutiseHref(src, baseUrl) : src);
  const small = config.smallFooterConfig;
  const legalLinks =
    small.privacy && !small.links.some((link) => link.url === small.privacy?.url)
      ? [...small.links, small.privacy]
      : small.links;

  return (
    <LinkProvider baseUrl={absoluteLinks ? baseUrl : undefined}>
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
                            <ChromeLink
                              link={link}
                              className={styles.footerLink}
                              newTabText={messages.newTab}
                            />
                          </li>
                        ))}
                      </ul>
                      {column.image ? (
                        <img
                          src={assetUrl(column.image.url)}
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
              {config.contact ? (
                <ContactBlock contact={config.contact} messages={messages} assetUrl={assetUrl} />
              ) : null}
            </div>
          </Container>
        </div>
        <Acknowledgement
          theme={theme}
          variant={variant}
          forceHide={hideAcknowledgementOfCountry || small.hideAcknowledgementOfCountry}
          label={messages.acknowledgement}
        />
        <div className={styles.small}>
          <Container>
            <div className={styles.smallRow}>
              <ul className={styles.legal} aria-label={messages.legal}>
                {legalLinks.map((link) => (
                  <li key={link.id}>
                    <ChromeLink link={link} className={styles.legalLink} newTabText={messages.newTab} />
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
    </LinkProvider>
  );
}
