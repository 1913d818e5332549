'use client';
// The provider search: where (a place, or the visitor's location when they ask), what, options and how far, then
// the providers found, nearest first, in a numbered list beside a map with the same numbers. The search lives in
// the URL: each search is a history entry, so Back, Forward, reload and a shared link bring it back, and
// 'Show more' keeps its count there too. Focus goes to the results' heading after a search, and to the first new
// result after 'Show more'; what the visitor typed and chose stays in the form whatever the API answers.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { ApiError } from '@ds/api/fetch-json';
import { COUNTRY_BOUNDS } from '@ds/providers/limits';
import type { AddressResult } from '@ds/address/types';
import type { ProviderService } from '@ds/providers/services';
import { PROVIDER_SERVICES, SERVICE_WORDS } from '@ds/providers/services';
import { MapIcon, MapPinIcon } from '@ds/icons';
import { AddressLookup, Alert, Button, Checkbox, Icon, Select, TextInput, VisuallyHidden } from '@ds/ui';
import { useHydrated, useLatestAnswer, useUrlSearch } from '@ds/ui/hooks';
import { useSearchTitle } from '@/chrome/useSearchTitle';
import { findProviders } from './provider-client';
import type { Directory, ProviderPage } from './provider-client';
import {
  MAX_NEAR_LENGTH,
  PAGE_SIZE,
  RADIUS_CHOICES,
  hasPlace,
  optionsInUse,
  providerWords,
  resultCountText,
  roundCoordinate,
  searchFromUrl,
  searchKey,
  tidyPlace,
  urlUpdateFor,
  widerRadius,
} from './provider-query';
import type { ProviderCountry, ProviderSearch, RadiusKm } from './provider-query';
import { ProviderMap } from './map';
import { ProviderResultItem, resultId } from './ProviderResultItem';
import type { NetworkBadge } from './ProviderResultItem';
import styles from './FindAProvider.module.css';

export const WHERE_ID = 'provider-where';
const RESULTS_HEADING_ID = 'provider-results-heading';
const MAP_ID = 'provider-map';

export const SEARCH_FAILED = 'We could not search for providers just now.';
/** What a visitor types as a place, in each directory's words: New Zealand's places have no postcode here. */
const PLACE_WORDS: Record<ProviderCountry, string> = { au: 'suburb or postcode', nz: 'town or suburb' };
/** The where field's message when Search is pressed without a place. */
export const placeMissing = (country: ProviderCountry) =>
  `Type a ${PLACE_WORDS[country]}, or use your location.`;
/** What to type in the where field instead of a location, in the country's words, with the page's example. */
const typeInstead = (country: ProviderCountry, examplePlace: string) =>
  `Type your ${PLACE_WORDS[country]} in the box instead, such as ${examplePlace}.`;
/** The location state when the visitor refused to share their location. */
export const locationRefused = (country: ProviderCountry, examplePlace: string) =>
  `We could not get your location. ${typeInstead(country, examplePlace)}`;
/** The location state when the browser cannot tell the visitor's location. */
export const locationUnavailable = (country: ProviderCountry, examplePlace: string) =>
  `This browser cannot tell us your location. ${typeInstead(country, examplePlace)}`;

export interface FindAProviderProps {
  directory: Directory;
  /** The brand's network: its id in the data and its badge (null where the directory has no network). */
  network: { id: string; badge: NetworkBadge } | null;
  /** Languages to choose from (the directory's, besides English). */
  languages: readonly string[];
  /** Offered as links before a place is given, each filling in the service. */
  popularServices: readonly ProviderService[];
  /** Results link to their own pages (the Australian directory on the main site). */
  linkToPages: boolean;
  /** 'address': the Australian address lookup; 'text': a plain box for a town or suburb (New Zealand). */
  whereField: 'address' | 'text';
  /** An example place for the where field's help ('Parramatta 2150'). */
  examplePlace: string;
}

/** The location state when the visitor's position is outside the directory's country, which the API refuses. */
export const locationOutside = (country: ProviderCountry, examplePlace: string) =>
  `Your location is outside ${COUNTRY_BOUNDS[country].name}, so we cannot search from it. Type a ${PLACE_WORDS[country]} instead, such as ${examplePlace}.`;

type Geolocation = 'idle' | 'locating' | 'refused' | 'unavailable';

/**
 * Whether the API refused a search from the visitor's position: the page rounds and range-checks the position it
 * sends, so the only query it refuses (400) is a point outside the directory's country. Its wording is for
 * developers ('lat and lng must be a point in Australia'); the page says it in the location state instead.
 */
const positionRefused = (search: ProviderSearch, error: unknown) =>
  search.position !== null && error instanceof ApiError && error.status === 400;

/**
 * Whether asking again may answer: after a network failure, a reply the page did not understand, a server's
 * failure (5xx) or a busy one (429). A place the API cannot find (404) or a search it will not take (400) would
 * only be refused again: the visitor has to change what they typed.
 */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/** What the error state says: the API's own words for a place it cannot find or a search it will not take. */
function failureMessage(error: unknown): string {
  if (!retryable(error) && error instanceof ApiError && error.visitorMessage) return error.visitorMessage;
  if (!retryable(error)) return `${SEARCH_FAILED} Check the place you typed and search again.`;
  return `${SEARCH_FAILED} Check your connection and try again.`;
}

export function FindAProvider({
  directory,
  network,
  languages,
  popularServices,
  linkToPages,
  whereField,
  examplePlace,
}: FindAProviderProps) {
  const [urlSearch, updateUrl] = useUrlSearch();
  const hydrated = useHydrated();
  const fromUrl = searchFromUrl(urlSearch, languages);
  // A directory without a network has no network to narrow to, whatever a link says.
  const asked = network ? fromUrl : { ...fromUrl, network: false };
  const askedKey = searchKey(asked);
  const [attempt, setAttempt] = useState(0);
  const apiKey = hasPlace(asked) ? `${askedKey}#${attempt}` : null;

  // The form follows the URL whenever that changes (a search made, Back, Forward); in between it is the visitor's.
  const [draft, setDraft] = useState({ key: askedKey, form: asked });
  if (draft.key !== askedKey) setDraft({ key: askedKey, form: asked });
  const form = draft.form;
  const setForm = (change: Partial<ProviderSearch>) =>
    setDraft((current) => ({ ...current, form: { ...current.form, ...change } }));
  // The lookup is drawn afresh for each place the URL holds, showing that place.
  const whereKey = askedKey;
  const [whereMissing, setWhereMissing] = useState(false);
  const [geolocation, setGeolocation] = useState<Geolocation>('idle');
  const [mapOpen, setMapOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  const answer = useLatestAnswer<ProviderPage>(apiKey, (signal) =>
    findProviders(asked, directory, { count: asked.shown }, signal),
  );
  // Results 'Show more' added to this search's first answer.
  const [more, setMore] = useState<{ key: string; page: ProviderPage } | null>(null);
  // They belong to that answer only: Back to the search later asks again for as many as the URL says.
  if (more && more.key !== apiKey) setMore(null);
  // Both belong to the search that pressed 'Show more', and are forgotten with it.
  const [loadingMoreFor, setLoadingMoreFor] = useState<string | null>(null);
  const [moreFailedFor, setMoreFailedFor] = useState<string | null>(null);
  const loadingMore = loadingMoreFor !== null && loadingMoreFor === apiKey;
  const moreFailed = moreFailedFor !== null && moreFailedFor === apiKey;
  // 'Show more' asks with this search's signal: a new search, Back, Forward or leaving the page cancels it (in the
  // commit that draws the change, before any answer can land).
  const moreSignal = useRef<AbortSignal | null>(null);
  useLayoutEffect(() => {
    const controller = new AbortController();
    moreSignal.current = controller.signal;
    return () => controller.abort();
  }, [apiKey]);

  const settled = answer.current;
  // A search from a position outside the country is no search at all: the form says so, beside the where field.
  const outside = settled !== null && !settled.ok && positionRefused(asked, settled.error);
  const outsideMessage = locationOutside(directory.country, examplePlace);
  // A search the API refused (a place it cannot find): no 'Try again', the where field is what to change.
  const refused = settled !== null && !settled.ok && !outside && !retryable(settled.error);
  const found = settled?.ok ? settled.value : null;
  const providers = found ? [...found.providers, ...(more?.key === apiKey ? more.page.providers : [])] : [];
  // While a new search runs, the last results stay, dimmed, so nothing jumps.
  const stale = settled === null && apiKey !== null ? (answer.lastGood?.value ?? null) : null;
  const listed = found ? providers : (stale?.providers ?? []);

  // Where focus goes once the next answer is drawn: the results' heading, or the first result 'Show more' added.
  const focusNext = useRef<'heading' | 'first new' | null>(null);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstNewRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (settled === null || focusNext.current !== 'heading') return;
    focusNext.current = null;
    if (outside || refused) document.getElementById(WHERE_ID)?.focus();
    else headingRef.current?.focus();
  }, [settled, outside, refused]);

  useEffect(() => {
    if (focusNext.current !== 'first new') return;
    focusNext.current = null;
    firstNewRef.current?.focus();
  }, [providers.length]);

  const searchedFor = asked.near || (asked.position ? 'your location' : '');
  const serviceWords = asked.service ? SERVICE_WORDS[asked.service].many : 'Providers';
  useSearchTitle(searchedFor ? `${serviceWords} near ${searchedFor}` : '');

  const focusWhere = () => document.getElementById(WHERE_ID)?.focus();

  /** Makes `next` the search: a new history entry, its results asked for, focus to their heading. */
  const search = (next: ProviderSearch) => {
    setGeolocation('idle');
    setWhereMissing(false);
    setMoreFailedFor(null);
    setMapOpen(false);
    focusNext.current = 'heading';
    if (searchKey(next) !== askedKey) updateUrl(urlUpdateFor({ ...next, shown: PAGE_SIZE }), 'push');
    // The same search again: after a failure it asks again; otherwise its results are already here.
    else if (settled !== null && !settled.ok) setAttempt((count) => count + 1);
    else if (settled !== null) {
      focusNext.current = null;
      headingRef.current?.focus();
    }
  };

  const typedPlace = () => {
    const box = document.getElementById(WHERE_ID);
    return tidyPlace(box instanceof HTMLInputElement ? box.value : form.near);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const near = typedPlace();
    // An empty box keeps a search made from the visitor's location; with neither, the box needs a place.
    if (near === '' && !asked.position) {
      setWhereMissing(true);
      focusWhere();
      return;
    }
    search({ ...form, near, position: near === '' ? asked.position : null });
  };

  const useMyLocation = () => {
    setWhereMissing(false);
    if (!('geolocation' in navigator)) {
      setGeolocation('unavailable');
      focusWhere();
      return;
    }
    setGeolocation('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        search({
          ...form,
          near: '',
          position: {
            latitude: roundCoordinate(coords.latitude),
            longitude: roundCoordinate(coords.longitude),
          },
        }),
      (error) => {
        setGeolocation(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable');
        focusWhere();
      },
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  const tryAgain = () => {
    focusNext.current = 'heading';
    setAttempt((count) => count + 1);
  };

  const widen = (radius: RadiusKm) => search({ ...asked, radius });
  const withoutOptions = () =>
    search({ ...asked, network: false, openNow: false, wheelchair: false, language: '' });

  const showMore = async () => {
    const signal = moreSignal.current;
    // While the next ones load, the button keeps focus but does nothing.
    if (!found || apiKey === null || signal === null || loadingMore) return;
    // The search this answer is for: one that is no longer the page's (the URL already holds another) is dropped,
    // so its count never lands in another history entry, nor focus in another list.
    const key = apiKey;
    const searchNow = () => {
      const now = searchFromUrl(window.location.search, languages);
      return searchKey(network ? now : { ...now, network: false });
    };
    const stillAsked = () => !signal.aborted && searchNow() === askedKey;
    const from = providers.length;
    setLoadingMoreFor(key);
    setMoreFailedFor(null);
    try {
      const page = await findProviders(asked, directory, { offset: from, count: PAGE_SIZE }, signal);
      if (!stillAsked()) return;
      focusNext.current = 'first new';
      setFirstNew(from);
      setMore((current) => ({
        key,
        page: {
          ...page,
          providers: [...(current?.key === key ? current.page.providers : []), ...page.providers],
        },
      }));
      updateUrl({ shown: String(from + page.providers.length) }, 'replace');
    } catch {
      if (stillAsked()) setMoreFailedFor(key);
    } finally {
      setLoadingMoreFor((current) => (current === key ? null : current));
    }
  };

  const fillService = (service: ProviderService) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setForm({ service });
    focusWhere();
  };

  const selectPin = (slug: string) => {
    setActiveId(slug);
    document.getElementById(resultId(slug))?.querySelector<HTMLElement>('[data-result-link]')?.focus();
  };

  const total = found?.total ?? 0;
  const countText = found ? resultCountText(total, asked, found.radiusKm, found.place.label) : '';
  const wider = widerRadius(asked.radius);
  const narrowing = optionsInUse(asked, network?.badge.name ?? '');

  const status = !hasPlace(asked)
    ? geolocation === 'locating'
      ? 'Finding your location…'
      : ''
    : settled === null
      ? `Searching for ${providerWords(asked.service, 2)}…`
      : settled.ok
        ? countText
        : outside
          ? '' // The location state's own alert announces it.
          : failureMessage(settled.error);

  const serviceOptions = [
    { value: '', label: 'All services' },
    ...PROVIDER_SERVICES.map((service) => ({ value: service, label: SERVICE_WORDS[service].many })),
  ];
  const languageOptions = [
    { value: '', label: 'Any language' },
    // Only the directory's: the URL's language is one of them or none.
    ...languages.map((language) => ({ value: language, label: language })),
  ];

  const whereHelp =
    asked.position && form.near === ''
      ? `Searching near your location. Type a ${PLACE_WORDS[directory.country]} to search somewhere else.`
      : whereField === 'address'
        ? `A suburb, town or postcode, such as ${examplePlace}.`
        : `A town or suburb, such as ${examplePlace}.`;

  return (
    <div className={styles.finder}>
      <form role="search" aria-label="Providers" className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.where}>
          {whereField === 'address' ? (
            <WhereLookup
              key={whereKey}
              near={asked.near}
              help={whereHelp}
              missing={whereMissing}
              onType={() => setWhereMissing(false)}
            />
          ) : (
            <TextInput
              key={whereKey}
              id={WHERE_ID}
              label="Town or suburb"
              help={whereHelp}
              defaultValue={asked.near}
              autoComplete="address-level2"
              validated={whereMissing}
              invalid={whereMissing}
              errorMessage={placeMissing(directory.country)}
              onChange={() => setWhereMissing(false)}
              maxLength={MAX_NEAR_LENGTH}
            />
          )}
          <Button
            type="button"
            variant="tertiary"
            size="sm"
            iconStart={<Icon icon={MapPinIcon} size={20} />}
            onClick={useMyLocation}
            disabled={geolocation === 'locating'}
            className={styles.locate}
          >
            {geolocation === 'locating' ? 'Finding your location…' : 'Use my location'}
          </Button>
        </div>

        {geolocation === 'refused' || geolocation === 'unavailable' || outside ? (
          <Alert type="warning" variation="soft" announce className={styles.wide}>
            {geolocation === 'refused'
              ? locationRefused(directory.country, examplePlace)
              : geolocation === 'unavailable'
                ? locationUnavailable(directory.country, examplePlace)
                : outsideMessage}
          </Alert>
        ) : null}

        <Select
          label="Service"
          options={serviceOptions}
          placeholder={null}
          value={form.service}
          onChange={(value) => setForm({ service: value as ProviderService | '' })}
          className={styles.service}
        />

        <Select
          label="Within"
          options={RADIUS_CHOICES.map((radius) => ({ value: String(radius), label: `${radius} km` }))}
          placeholder={null}
          value={String(form.radius)}
          onChange={(value) => setForm({ radius: Number(value) as RadiusKm })}
          className={styles.radius}
        />

        <fieldset className={styles.options}>
          <legend className={styles.legend}>Options</legend>
          {network ? (
            <Checkbox
              label={`${network.badge.name} only`}
              checked={form.network}
              onChange={(event) => setForm({ network: event.currentTarget.checked })}
            />
          ) : null}
          <Checkbox
            label="Open now"
            checked={form.openNow}
            onChange={(event) => setForm({ openNow: event.currentTarget.checked })}
          />
          <Checkbox
            label="Wheelchair access"
            checked={form.wheelchair}
            onChange={(event) => setForm({ wheelchair: event.currentTarget.checked })}
          />
          <Select
            label="Language spoken"
            options={languageOptions}
            placeholder={null}
            value={form.language}
            onChange={(language) => setForm({ language })}
            className={styles.language}
          />
        </fieldset>

        <Button type="submit" className={styles.submit}>
          Search
        </Button>
      </form>

      {hydrated ? null : <p className={styles.note}>The search works once the page has finished loading.</p>}

      <VisuallyHidden role="status">{status}</VisuallyHidden>

      {outside ? null : !hasPlace(asked) ? (
        <section className={styles.start} aria-labelledby="provider-start">
          <h2 id="provider-start" className={styles.startHeading}>
            Find providers near you
          </h2>
          <p>
            Type a {PLACE_WORDS[directory.country]}, or use your location, then choose a service. Results show
            the nearest first.
          </p>
          <p className={styles.popularLabel}>Popular services:</p>
          <ul className={styles.popular}>
            {popularServices.map((service) => (
              <li key={service}>
                <a href={`?service=${service}`} onClick={fillService(service)}>
                  {SERVICE_WORDS[service].many}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.results} aria-labelledby={RESULTS_HEADING_ID} aria-busy={settled === null}>
          <h2 id={RESULTS_HEADING_ID} ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
            {settled === null
              ? stale
                ? 'Searching…'
                : `Searching for ${providerWords(asked.service, 2)}…`
              : settled.ok
                ? countText
                : 'Search did not work'}
          </h2>

          {settled !== null && !settled.ok ? (
            <div className={styles.problem}>
              <Alert type="error" variation="soft">
                {failureMessage(settled.error)}
              </Alert>
              {refused ? null : (
                <Button variant="secondary" onClick={tryAgain}>
                  Try again
                </Button>
              )}
            </div>
          ) : null}

          {found && total === 0 ? (
            <div className={styles.problem}>
              {wider ? (
                <>
                  <p>There may be some a little further away.</p>
                  <Button variant="secondary" onClick={() => widen(wider)}>
                    Search within {wider} km
                  </Button>
                </>
              ) : narrowing.length > 0 ? (
                <>
                  <p>Try fewer options: this search asked for {narrowing.join(', ')}.</p>
                  <Button variant="secondary" onClick={withoutOptions}>
                    Search without these options
                  </Button>
                </>
              ) : (
                <p>Try a different service, or a bigger town nearby.</p>
              )}
            </div>
          ) : null}

          {settled === null && !stale ? <div className={styles.skeleton} aria-hidden="true" /> : null}

          {listed.length > 0 ? (
            // Toggle, map, list: on phones the opened map is drawn where it comes, between the toggle and the
            // list, so Tab from 'Map' reaches its pins next; from large screens the grid sets it beside the list.
            <div className={styles.layout}>
              <Button
                variant="secondary"
                size="sm"
                iconStart={<Icon icon={MapIcon} size={20} />}
                aria-expanded={mapOpen}
                aria-controls={MAP_ID}
                onClick={() => setMapOpen((open) => !open)}
                className={styles.mapToggle}
              >
                Map
              </Button>
              <div id={MAP_ID} className={mapOpen ? `${styles.map} ${styles.mapOpen}` : styles.map}>
                {found ? (
                  <ProviderMap
                    centre={found.place}
                    radiusKm={found.radiusKm}
                    pins={providers.map((provider, index) => ({
                      number: index + 1,
                      name: provider.name,
                      latitude: provider.latitude,
                      longitude: provider.longitude,
                      id: provider.slug,
                    }))}
                    activeId={activeId}
                    onSelectPin={selectPin}
                    country={directory.country}
                  />
                ) : null}
              </div>
              <div className={settled === null ? `${styles.listColumn} ${styles.dimmed}` : styles.listColumn}>
                <ol className={styles.list} aria-label="Providers, nearest first">
                  {listed.map((provider, index) => (
                    <ProviderResultItem
                      key={provider.slug}
                      provider={provider}
                      number={index + 1}
                      linkToPage={linkToPages}
                      network={network}
                      active={activeId === provider.slug}
                      focusRef={found && index === firstNew ? firstNewRef : undefined}
                    />
                  ))}
                </ol>
                {found && providers.length < total ? (
                  <div className={styles.more}>
                    <p className={styles.note}>
                      Showing {providers.length} of {total}
                    </p>
                    {/* Focus stays on it while the next ones load, and after a failure, to press it again. */}
                    <Button variant="secondary" onClick={showMore} loading={loadingMore} loadingText="">
                      {loadingMore ? 'Loading more…' : 'Show more'}
                    </Button>
                    {moreFailed ? (
                      <Alert type="error" variation="soft" announce className={styles.moreFailed}>
                        {SEARCH_FAILED} Press Show more to try again.
                      </Alert>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** The address lookup as the where field: suggestions as the visitor types, and any place typed searched as it is. */
function WhereLookup({
  near,
  help,
  missing,
  onType,
}: {
  near: string;
  help: string;
  missing: boolean;
  onType: () => void;
}) {
  const [chosen, setChosen] = useState<AddressResult | null>(null);
  return (
    <div onInput={onType}>
      <AddressLookup
        id={WHERE_ID}
        label="Suburb or postcode"
        help={help}
        value={chosen}
        onChange={setChosen}
        defaultText={near}
        manualEntry={false}
        validated={missing}
        invalid={missing}
        errorMessage={placeMissing('au')}
        messages={{ suggestionsLabel: 'Place suggestions' }}
      />
    </div>
  );
}
