// The overseas workers' and visitors' (OVHC) header and footer.
import { brand } from '../brand';
import type { NavData } from '../schema';
import { cta, link } from './builders';
import { overseasAudienceNav, QUOTE_URLS, workerPages } from './international-audience';

export const internationalWorkersNav: NavData = overseasAudienceNav({
  id: 'workers',
  prefix: 'ovhc',
  logoLabel: `${brand.international} overseas workers and visitors home`,
  ribbon: [
    link('ovhc-ribbon-international', 'Overseas cover', '/international'),
    link('ovhc-ribbon-students', 'Overseas students', '/overseas-students'),
    link('ovhc-ribbon-main', brand.main, '/'),
  ],
  cover: {
    title: 'Visitor cover',
    icon: 'briefcase',
    pages: [workerPages.home, workerPages.ours, workerPages.visa8501],
    callOut: {
      title: workerPages.visa8501.title,
      description: 'Keep adequate health insurance for your whole stay to meet your visa condition.',
      primaryCta: cta('ovhc-callout-8501', 'What it means', workerPages.visa8501.url),
      secondaryCta: cta('ovhc-callout-quote', 'Get a quote', QUOTE_URLS.workers),
    },
  },
  pages: workerPages,
  quoteUrl: QUOTE_URLS.workers,
});
