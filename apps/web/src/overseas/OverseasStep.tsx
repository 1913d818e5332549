'use client';
// The form of the step a page shows. Every step's page comes from one route, so each form is its own chunk, loaded
// only on its step's page (as the health quote's separate pages do): the address lookup and the date picker load
// on the dates step, the one-time code on the save step, and nothing of them on the first step.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { OverseasStepId } from './journey';

const STEP_FORMS: Record<OverseasStepId, ComponentType> = {
  'cover-type': dynamic(() => import('./steps/CoverTypeStep').then((module) => module.CoverTypeStep)),
  who: dynamic(() => import('./steps/WhoStep').then((module) => module.WhoStep)),
  dates: dynamic(() => import('./steps/DatesStep').then((module) => module.DatesStep)),
  'choose-cover': dynamic(() => import('./steps/LevelStep').then((module) => module.LevelStep)),
  save: dynamic(() => import('./steps/SaveStep').then((module) => module.SaveStep)),
};

export function OverseasStep({ step }: { step: OverseasStepId }) {
  const Form = STEP_FORMS[step];
  return <Form />;
}
