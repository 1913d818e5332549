'use client';
// The health quote's step form: the journeys' step form with this journey's Back and Continue addresses.
import { stepFormFor } from '@/journeys/JourneyStepForm';
import { healthQuoteJourney } from './journey';

export type { FieldState } from '@/journeys/JourneyStepForm';

export const StepForm = stepFormFor(healthQuoteJourney);
