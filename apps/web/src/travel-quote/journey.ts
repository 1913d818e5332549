// The travel insurance quote: its five steps (each a page of its own, so Back, Forward and a reload keep the
// visitor's place), what a visitor has answered, as typed, and where each step's page is. The first step is
// /travel-insurance/quote itself, the target of every 'Get a travel quote'.
import type { ExcessAmount, PlanId, RegionId, TripType } from '@ds/product/travel';
import { DEFAULT_EXCESS, TRAVELLER_RULES } from '@ds/product/travel';
import type { JourneyDefinition } from '@/journeys/journey-definition';

export const TRAVEL_QUOTE_PATH = '/travel-insurance/quote';

export const travelQuoteSteps = [
  { id: 'trip', title: 'Your trip' },
  { id: 'dates', title: 'Your dates' },
  { id: 'travellers', title: 'Who is travelling' },
  { id: 'plan', title: 'Your plan and excess' },
  { id: 'save', title: 'Save your quote' },
] as const;

export type TravelStepId = (typeof travelQuoteSteps)[number]['id'];

export const travelStepHref = (id: TravelStepId) =>
  id === 'trip' ? TRAVEL_QUOTE_PATH : `${TRAVEL_QUOTE_PATH}/${id}`;

export const travelSavedQuoteHref = (id: string) => `${TRAVEL_QUOTE_PATH}/saved?id=${encodeURIComponent(id)}`;

export const travelQuoteJourney: JourneyDefinition<TravelStepId> = {
  title: 'Get a travel insurance quote',
  lead: 'Five short steps: your trip, your dates, who is travelling, your plan and saving your quote. There is no obligation to buy.',
  progressLabel: 'Quote progress',
  steps: travelQuoteSteps,
  href: travelStepHref,
};

export interface TravelJourneyAnswers {
  tripType: TripType | '';
  regions: RegionId[];
  /** As typed, dd/mm/yyyy. */
  startDate: string;
  /** As typed, dd/mm/yyyy; single trips only. */
  endDate: string;
  /** How many travellers, as chosen ('1' to '8'). */
  travellerCount: string;
  /** Always the most a quote takes, as typed (whole years); the first travellerCount are used. */
  ages: string[];
  member: '' | 'yes' | 'no';
  /** The excess in dollars as a string ('250'), as a radio group gives it. */
  excess: `${ExcessAmount}`;
  planId: PlanId | '';
  contact: string;
  /** The quote saved from these answers; any other change of answer forgets it. */
  savedId: string;
}

export const emptyTravelAnswers: TravelJourneyAnswers = {
  tripType: '',
  regions: [],
  startDate: '',
  endDate: '',
  travellerCount: '1',
  ages: Array.from({ length: TRAVELLER_RULES.max }, () => ''),
  member: '',
  excess: `${DEFAULT_EXCESS}`,
  planId: '',
  contact: '',
  savedId: '',
};

/** This journey's kind of saved application, loaded when a save or a saved page first needs it (its schemas). */
export const loadTravelQuoteKind = () =>
  import('@ds/product/travel-application').then((module) => module.travelQuoteKind);
