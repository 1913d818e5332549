'use client';
// The sign-up's step form: the journeys' step form with this journey's Back and Continue addresses.
import { stepFormFor } from '@/journeys/JourneyStepForm';
import { signUpJourney } from './journey';

export const SignUpStepForm = stepFormFor(signUpJourney);
