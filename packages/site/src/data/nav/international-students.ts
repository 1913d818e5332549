// The overseas students' (OSHC) header and footer.
import { brand } from '../brand';
import type { NavData } from '../schema';
import { cta, link } from './builders';
import { overseasAudienceNav, QUOTE_URLS, studentPages } from './international-audience';

export const internationalStudentsNav: NavData = overseasAudienceNav({
  id: 'students',
  prefix: 'oshc',
  logoLabel: `${brand.international} overseas students home`,
  ribbon: [
    link('oshc-ribbon-international', 'Overseas cover', '/international'),
    link('oshc-ribbon-workers', 'Workers and visitors', '/overseas-working-visitors'),
    link('oshc-ribbon-main', brand.main, '/'),
  ],
  cover: {
    title: 'Student cover',
    icon: 'graduation-cap',
    pages: [studentPages.home, studentPages.explained, studentPages.ours],
    callOut: {
      title: 'Buy before you arrive',
      description: 'Your OSHC should start on the day you arrive in Australia and last until your visa ends.',
      primaryCta: cta('oshc-callout-quote', 'Get a quote', QUOTE_URLS.students),
      secondaryCta: cta('oshc-callout-explained', studentPages.explained.title, studentPages.explained.url),
    },
  },
  pages: studentPages,
  quoteUrl: QUOTE_URLS.students,
});
