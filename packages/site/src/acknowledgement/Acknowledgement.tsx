// The acknowledgement of country shown above the small footer, as SPEC 5 rules decide.
import { Container, Link } from '@ds/ui';
import type { VariantId } from '../data/variants';
import { acknowledgementFor } from './rules';
import styles from './Acknowledgement.module.css';

export interface AcknowledgementProps {
  theme: string;
  variant: VariantId;
  forceHide?: boolean | undefined;
  /** Name of the region. */
  label?: string;
}

/** Original abstract artwork: river lines running through layered hills, in the theme's colours. */
function Artwork() {
  return (
    <svg className={styles.artwork} viewBox="0 0 240 120" aria-hidden="true" focusable="false">
      <path d="M0 86c40-22 72-30 116-18s82 6 124-16v68H0z" className={styles.hillBack} />
      <path d="M0 100c46-14 86-12 124-2s78 6 116-8v30H0z" className={styles.hillFront} />
      <path d="M0 72c34-10 58 4 90-6s60-30 96-20 40 10 54 6" className={styles.river} />
      <path d="M0 58c30-8 56 2 84-6s58-24 92-16 44 8 64 4" className={styles.riverThin} />
      <circle cx="188" cy="30" r="12" className={styles.sun} />
    </svg>
  );
}

export function Acknowledgement({
  theme,
  variant,
  forceHide,
  label = 'Acknowledgement of Country',
}: AcknowledgementProps) {
  const { mode, statement } = acknowledgementFor({ theme, variant, forceHide });
  if (mode === 'hidden') return null;
  return (
    <section className={styles.acknowledgement} data-mode={mode} aria-label={label}>
      <Container>
        <div className={styles.inner}>
          {mode === 'artwork' ? <Artwork /> : null}
          <div className={styles.text}>
            <p>{statement.wording}</p>
            {statement.link ? (
              <Link href={statement.link.url} className={styles.link}>
                {statement.link.label}
              </Link>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
