// The body of the inclusion detail modal (SPEC 2.5, 5): the benefit's description (markdown, rendered without
// raw HTML and with only safe links), then, when the product has limits, its waiting period and annual limits,
// and the disclaimer or the cover type explained. For extras, which product includes or excludes it, and the
// services within the benefit, and a link to the inclusion's own section of the policy booklet. A server
// component: the markdown is rendered at build, so no markdown code is
// shipped to the browser; the list's modal shows what it rendered.
import Markdown from 'react-markdown';
import type { Inclusion, Product } from '../data/schema';
import { COVERED_TYPE_LABELS } from '../data/schema';
import { formatDollars } from '@ds/ui/format';
import { annualLimitText, limitNameLine } from '../rules/annual-limit-text';
import { inclusionDetail } from '../rules/detail-rules';
import { POLICY_BOOKLET_PATH, policyBookletHref } from '../documents/anchors';
import styles from './Inclusions.module.css';

/** The booklet itself; each inclusion links to its own section of it (documents/anchors.ts). */
export const DEFAULT_POLICY_BOOKLET = POLICY_BOOKLET_PATH;

/** Links in descriptions may go to site paths, https pages, mail and phone: never javascript: or data:. */
export function safeUrl(url: string): string {
  return /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i.test(url.trim()) ? url : '';
}

export function MarkdownText({ children }: { children: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown skipHtml urlTransform={safeUrl}>
        {children}
      </Markdown>
    </div>
  );
}

export interface InclusionDetailProps {
  product: Pick<Product, 'type' | 'name' | 'annualLimits'>;
  inclusion: Inclusion;
}

export function InclusionDetail({ product, inclusion }: InclusionDetailProps) {
  const detail = inclusionDetail(inclusion, product);
  const included = inclusion.coveredTypeCode !== 'Exclusion';
  return (
    <div className={styles.detail}>
      <p className={styles.status} data-included={included || undefined}>
        {product.type === 'extras'
          ? `${included ? 'Included in' : 'Excluded from'} ${product.name}`
          : `${COVERED_TYPE_LABELS[inclusion.coveredTypeCode]} on ${product.name}`}
      </p>
      <MarkdownText>{inclusion.description}</MarkdownText>
      {/* An excluded service has no waiting period (there is nothing to wait for): no empty row for it. */}
      {detail.showsTerms && (detail.waitingPeriod !== null || detail.limits.length > 0) ? (
        <dl className={styles.terms}>
          {detail.waitingPeriod !== null ? (
            <>
              <dt>Waiting period</dt>
              <dd>{detail.waitingPeriod}</dd>
            </>
          ) : null}
          {detail.limits.length ? (
            <>
              <dt>Annual limits</dt>
              <dd>
                <ul className={styles.limits}>
                  {detail.limits.map(({ name, limit }, index) => (
                    <li key={`${limit.productId}-${index}`}>
                      <span className={styles.limitName}>{limitNameLine(name, limit)}</span>
                      {annualLimitText(limit) ? `: ${annualLimitText(limit)}` : null}
                      {limit.childLimits.length ? (
                        <ul>
                          {limit.childLimits.map((child) => (
                            <li key={child.id}>
                              {child.serviceName}: {formatDollars(child.limitAmount)}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {detail.note ? (
        <p className={styles.note} data-kind={detail.note.kind}>
          {detail.note.text}
        </p>
      ) : null}
      {inclusion.productServices.length ? (
        <section className={styles.services} aria-labelledby={`${inclusion.id}-services-heading`}>
          <h3 id={`${inclusion.id}-services-heading`} className={styles.servicesHeading}>
            Included within the {inclusion.name} benefit
          </h3>
          <ul>
            {inclusion.productServices.map((service) => (
              <li key={service.id}>
                <span className={styles.limitName}>{service.name}</span> ({service.waitingPeriod} waiting
                period)
                <MarkdownText>{service.description}</MarkdownText>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a
          href={
            inclusion.productServices.find((service) => service.policyBookletLink)?.policyBookletLink ??
            policyBookletHref(inclusion.id)
          }
        >
          Read the policy booklet
        </a>{' '}
        for the full terms.
      </p>
    </div>
  );
}
