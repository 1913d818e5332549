'use client';
// The funding application's step form: the journeys' step form with this journey's Back and Continue addresses.
import { stepFormFor } from '@/journeys/JourneyStepForm';
import { applyJourney } from './journey';

export const ApplyStepForm = stepFormFor(applyJourney);
