'use client';
// The travel quote's step form: the journeys' step form with this journey's Back and Continue addresses.
import { stepFormFor } from '@/journeys/JourneyStepForm';
import { travelQuoteJourney } from './journey';

export const TravelStepForm = stepFormFor(travelQuoteJourney);
