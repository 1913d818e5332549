'use client';
// The NZ quote's step form: the journeys' step form with this journey's Back and Continue addresses.
import { stepFormFor } from '@/journeys/JourneyStepForm';
import { nzQuoteJourney } from './journey';

export const NzStepForm = stepFormFor(nzQuoteJourney);
