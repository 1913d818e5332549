// The colour palette card: a swatch, the role's name, value and custom property, then each background it is used
// on with the contrast ratio and whether it passes WCAG AA. Swatches are SVG fills (the CSP refuses inline styles)
// and decorative: the text says everything they show.
import { Heading } from '@ds/ui';
import { formatRatio } from './colour-cards';
import type { ColourCard as ColourCardData, ContrastPair } from './colour-cards';
import styles from './ColourCard.module.css';

function PairSample({ colour, pair }: { colour: string; pair: ContrastPair }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="40"
      height="28"
      viewBox="0 0 40 28"
      className={styles.pairSample}
    >
      <rect
        x="0.5"
        y="0.5"
        width="39"
        height="27"
        rx="4"
        fill={pair.backgroundValue}
        className={styles.edge}
      />
      {pair.min >= 4.5 ? (
        <text x="20" y="19" textAnchor="middle" fontSize="14" fontWeight="600" fill={colour}>
          Aa
        </text>
      ) : (
        <circle cx="20" cy="14" r="7" fill="none" stroke={colour} strokeWidth="3" />
      )}
    </svg>
  );
}

export function ColourCard({ card, headingLevel }: { card: ColourCardData; headingLevel: 3 | 4 }) {
  return (
    <li className={styles.card}>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className={styles.swatch}
      >
        <rect width="100" height="40" fill={card.value} className={styles.swatchFill} />
      </svg>
      <div className={styles.body}>
        <Heading level={headingLevel} size="xs">
          {card.name}
        </Heading>
        <p className={styles.value}>
          <code>{card.value}</code> <code>{card.cssVar}</code>
        </p>
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
        {card.pairs.length > 0 ? (
          <ul className={styles.pairs} aria-label={`Contrast of ${card.name}`}>
            {card.pairs.map((pair) => (
              <li key={pair.background} className={styles.pair}>
                <PairSample colour={card.value} pair={pair} />
                <span>
                  On {pair.background.replace(/^color\./, '')}: {formatRatio(pair.ratio)},{' '}
                  <strong className={pair.passes ? styles.pass : styles.fail}>
                    {pair.passes ? `passes ${pair.level}` : `fails ${pair.level}`}
                  </strong>{' '}
                  (needs {pair.min}:1)
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.description}>A background or decoration: nothing is read on it alone.</p>
        )}
      </div>
    </li>
  );
}
