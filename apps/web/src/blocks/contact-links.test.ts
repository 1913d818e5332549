import { describe, expect, it } from 'vitest';
import { email, phone } from '@ds/site/data';
import { contactParts } from './contact-links';

describe('contactParts', () => {
  it('makes the site’s numbers tel: links and its addresses mailto: links, leaving the rest as text', () => {
    expect(contactParts(`Call ${phone.headOffice} or ${phone.overseas}. Email ${email.thrive}.`)).toEqual([
      { text: 'Call ' },
      // Corporate mode swaps the head-office number: the site's phone link, with both.
      { text: phone.headOffice, phone: phone.headOffice, corporatePhone: phone.corporate },
      { text: ' or ' },
      { text: phone.overseas, href: 'tel:+61255501234' },
      { text: '. Email ' },
      { text: email.thrive, href: `mailto:${email.thrive}` },
      { text: '.' },
    ]);
  });

  it('leaves prose without contacts whole', () => {
    expect(contactParts('Monday to Friday 8am to 8pm (AEST).')).toEqual([
      { text: 'Monday to Friday 8am to 8pm (AEST).' },
    ]);
  });
});
