// Providers shaped like the directory's, for the provider page's unit tests: fictional names and streets, numbers from
// the ranges reserved for fiction.
import type { Provider } from '@ds/providers/types';

export const parramattaDentist: Provider = {
  slug: 'church-street-dental-parramatta',
  country: 'au',
  service: 'dental',
  name: 'Church Street Dental',
  offers: ['Check-ups and cleans', 'Fillings', 'Root canal treatment'],
  street: '12 Church Street',
  locality: 'PARRAMATTA',
  state: 'NSW',
  postcode: '2150',
  latitude: -33.8136,
  longitude: 151.0034,
  timeZone: 'Australia/Sydney',
  phone: '02 5550 1234',
  hours: [
    { day: 0, opens: '08:30', closes: '17:00' },
    { day: 1, opens: '08:30', closes: '17:00' },
    { day: 2, opens: '08:30', closes: '12:30' },
    { day: 2, opens: '13:30', closes: '19:00' },
    { day: 3, opens: '08:30', closes: '17:00' },
    { day: 4, opens: '08:30', closes: '17:00' },
    { day: 5, opens: '09:00', closes: '13:00' },
  ],
  openAllHours: false,
  languages: ['Mandarin', 'Arabic'],
  wheelchairAccess: true,
  networks: ['first-choice'],
};

export const telehealthGp: Provider = {
  slug: 'anytime-gp-telehealth-st-leonards',
  country: 'au',
  service: 'gp-telehealth',
  name: 'Anytime GP Telehealth',
  offers: ['Video consultations', 'Prescriptions'],
  street: '3 Pacific Highway',
  locality: 'ST LEONARDS',
  state: 'NSW',
  postcode: '2065',
  latitude: -33.8228,
  longitude: 151.1934,
  timeZone: 'Australia/Sydney',
  phone: '1300 975 709',
  hours: [],
  openAllHours: true,
  languages: [],
  wheelchairAccess: false,
  networks: [],
};

export const longNamedHospital: Provider = {
  ...parramattaDentist,
  slug: 'the-north-western-private-hospital-and-day-surgery-centre-of-excellence-wee-waa',
  service: 'private-hospital',
  name: 'The North Western Private Hospital and Day Surgery Centre of Excellence',
  locality: 'WEE WAA',
  postcode: '2388',
  networks: ['first-choice', 'gumleaf-preferred'],
};
