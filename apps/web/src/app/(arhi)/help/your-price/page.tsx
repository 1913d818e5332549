// /help/your-price: how a quote's price is worked out, with the rebate and Lifetime Health Cover figures this site
// uses, each with its period and source, rendered from the same tables the quote journey prices with.
import { Container, Heading, Link, Stack, Text } from '@ds/ui';
import {
  INCOME_YEARS,
  LHC_EXEMPT_BORN_BY,
  LHC_FREE_AGE,
  LHC_MAX_PERCENT,
  LHC_PERMITTED_DAYS,
  LHC_RATE_PER_YEAR,
  LHC_SOURCES,
  LHC_STARTED,
  LHC_YEARS_TO_REMOVE,
  REBATE_RATES,
} from '@ds/product/quote';
import { formatDollars, formatLongDate, formatNumber } from '@ds/ui/format';
import { stepHref } from '@/quote/journey';
import { RatesTable, ThresholdsTable } from '@/quote/RebateTables';
import { TrailJsonLd } from '@/structured-data/TrailJsonLd';
import styles from './your-price.module.css';

export const metadata = {
  title: 'How we work out your price',
  description:
    'How a health insurance quote is made up: the premium, the Lifetime Health Cover loading and the Australian Government rebate, with the figures used, their periods and sources.',
};

const newestFirst = <T,>(list: readonly T[]) => [...list].reverse();

export default function YourPricePage() {
  const newestRates = REBATE_RATES.at(-1)!;
  const newestYear = INCOME_YEARS.at(-1)!;
  return (
    <Container>
      <div className={styles.page}>
        <Stack gap={8}>
          <Stack gap={3}>
            <Heading level={1} size="3xl">
              How we work out your price
            </Heading>
            <Text size="lg">
              A quote is the cover’s premium, plus any Lifetime Health Cover loading on its hospital part,
              less the Australian Government rebate. These are the figures our quotes use, the period each
              applies to and where it comes from.
            </Text>
            <Link href={stepHref('welcome')}>Get a quote</Link>
          </Stack>

          <Stack gap={4}>
            <Heading level={2} size="xl">
              The Australian Government rebate
            </Heading>
            <Text>
              The government pays part of your premium, depending on your income for Medicare levy surcharge
              purposes (with your partner’s, on a couple or family policy) and the age of the oldest person on
              the policy. The percentages change every 1 April and the income thresholds every 1 July. The
              rebate is never paid on a Lifetime Health Cover loading. If you would rather not give your
              income, we quote without the rebate, and you can claim it in your tax return instead.
            </Text>
            <Text>
              The newest percentages in this site apply to {formatLongDate(newestRates.to)}, and the newest
              thresholds are for {newestYear.year}. For a later date a quote uses these and says so.
            </Text>
            {newestFirst(REBATE_RATES).map((rates) => (
              <Stack key={rates.from} gap={2}>
                <RatesTable rates={rates} />
                <Text size="sm">
                  Source: <Link href={rates.source.url}>{rates.source.title}</Link>
                </Text>
              </Stack>
            ))}
            {newestFirst(INCOME_YEARS).map((year) => (
              <Stack key={year.year} gap={2}>
                <ThresholdsTable year={year} />
                <Text size="sm">
                  For the income year {formatLongDate(year.from)} to {formatLongDate(year.to)}. Families’
                  thresholds rise by {formatDollars(year.perChildAfterFirst)} for each dependent child after
                  the first. Source: <Link href={year.source.url}>{year.source.title}</Link>
                </Text>
              </Stack>
            ))}
          </Stack>

          <Stack gap={4}>
            <Heading level={2} size="xl">
              Lifetime Health Cover loading
            </Heading>
            <ul className={styles.rules}>
              <li>
                Your base day is the 1 July after your 31st birthday (for someone born on 1 July, their 32nd
                birthday), or {formatLongDate(LHC_STARTED)}, when Lifetime Health Cover began, if that is
                later. Take out hospital cover before it and you pay no loading.
              </li>
              <li>
                After it, you pay {LHC_RATE_PER_YEAR}% more on the hospital part of your premium for each year
                you were over {LHC_FREE_AGE} on the 1 July before you took out cover, up to {LHC_MAX_PERCENT}
                %.
              </li>
              <li>
                If you had cover on your base day, you may go without it for{' '}
                {formatNumber(LHC_PERMITTED_DAYS)} days in all. From the{' '}
                {formatNumber(LHC_PERMITTED_DAYS + 1)}th day the loading starts at {LHC_RATE_PER_YEAR}% and
                rises {LHC_RATE_PER_YEAR}% for each further year. Time living overseas for more than a year
                does not count.
              </li>
              <li>
                Once you have paid a loading for {LHC_YEARS_TO_REMOVE} continuous years, counted from when
                that cover started, it is removed.
              </li>
              <li>
                If you moved to Australia after turning 31, your base day is a year after you registered for
                full Medicare benefits, if that is later.
              </li>
              <li>People born on or before {formatLongDate(LHC_EXEMPT_BORN_BY)} never pay a loading.</li>
              <li>On a couple or family policy you pay the average of the two adults’ loadings.</li>
            </ul>
            <Text size="sm">Sources:</Text>
            <ul className={styles.sources}>
              {LHC_SOURCES.map((source) => (
                <li key={source.url}>
                  <Link href={source.url}>{source.title}</Link>
                </li>
              ))}
            </ul>
          </Stack>
        </Stack>
      </div>
      <TrailJsonLd path="/help/your-price" title={metadata.title} />
    </Container>
  );
}
