// The overseas students' and visitors' quote: one journey, mounted in each overseas variant so it keeps that
// variant's header and footer (/overseas-students/quote/<step>, /overseas-working-visitors/quote/<step>,
// /international/quote/<step>). The cover type starts as the one the visitor came for (student visa cover on the
// students' site, working visa cover on the workers' site); they can change it. No Government rebate and no Lifetime
// Health Cover: neither applies to overseas visitors' cover.
import type { AddressResult } from '@ds/address/types';
import type { CoverFor } from '@ds/product/constants';
import type { OverseasCoverType, OverseasLevel } from '@ds/product/overseas';
import type { JourneyDefinition } from '@/journeys/journey-definition';

/** The variants the journey is mounted in, where each one's pages are, and the cover its visitors come for. */
export const OVERSEAS_QUOTE_VARIANTS = {
  internationalStudents: { base: '/overseas-students/quote', preselected: 'student' },
  internationalWorkers: { base: '/overseas-working-visitors/quote', preselected: 'working' },
  international: { base: '/international/quote', preselected: null },
} as const satisfies Record<string, { base: string; preselected: OverseasCoverType | null }>;

export type OverseasVariant = keyof typeof OVERSEAS_QUOTE_VARIANTS;

export const overseasSteps = [
  { id: 'cover-type', title: 'Your visa and cover' },
  { id: 'who', title: 'Who is covered' },
  { id: 'dates', title: 'Arrival and length of cover' },
  { id: 'choose-cover', title: 'Choose your level' },
  { id: 'save', title: 'Save your quote' },
] as const;

export type OverseasStepId = (typeof overseasSteps)[number]['id'];

export const isOverseasStep = (id: string): id is OverseasStepId =>
  overseasSteps.some((step) => step.id === id);

/** The journey as it stands in one variant: the same steps, at that variant's addresses. */
export const overseasJourney = (variant: OverseasVariant): JourneyDefinition<OverseasStepId> => ({
  title: 'Get an overseas health cover quote',
  lead: 'Five short steps: your visa, who is covered, when you arrive and for how long, your level of cover and saving your quote. There is no obligation to buy.',
  progressLabel: 'Quote progress',
  steps: overseasSteps,
  href: (id) => `${OVERSEAS_QUOTE_VARIANTS[variant].base}/${id}`,
});

/** Where the journey starts in a variant: the target of its 'Get a quote' (the nav's QUOTE_URLS say the same). */
export const overseasQuoteStart = (variant: OverseasVariant) => overseasJourney(variant).href('cover-type');

/** Where a saved quote opens, in the variant it was saved in. */
export const savedOverseasQuoteHref = (variant: OverseasVariant, id: string) =>
  `${OVERSEAS_QUOTE_VARIANTS[variant].base}/saved?id=${encodeURIComponent(id)}`;

export interface OverseasJourneyAnswers {
  coverType: OverseasCoverType | '';
  /** The visa subclass chosen ('500'), NOT_SURE (visitor cover only), or '' before a choice. */
  subclass: string;
  who: CoverFor | '';
  /** As typed, dd/mm/yyyy: the day cover starts. */
  arrival: string;
  /** As chosen, '1' to the cover type's maximum. */
  months: string;
  /** Asked only once the visitor has arrived; never needed. */
  address: AddressResult | null;
  /** The chosen address on one line, as the service keeps it ('' with none). */
  addressLine: string;
  level: OverseasLevel | '';
  contact: string;
  /** The quote saved from these answers; any other change of answer forgets it. */
  savedId: string;
}

/** A visitor not yet sure which visitor visa they will be granted. */
export const NOT_SURE = 'not-sure';

export const emptyOverseasAnswers: OverseasJourneyAnswers = {
  coverType: '',
  subclass: '',
  who: '',
  arrival: '',
  months: '',
  address: null,
  addressLine: '',
  level: '',
  contact: '',
  savedId: '',
};

/** The answers a new visitor in a variant starts with: its cover type chosen for them. */
export const startingAnswers = (variant: OverseasVariant): OverseasJourneyAnswers => ({
  ...emptyOverseasAnswers,
  coverType: OVERSEAS_QUOTE_VARIANTS[variant].preselected ?? '',
});

/** This journey's kind of saved application, loaded when a save or a saved page first needs it (its schemas). */
export const loadOverseasQuoteKind = () =>
  import('@ds/product/overseas-application').then((module) => module.overseasQuoteKind);
