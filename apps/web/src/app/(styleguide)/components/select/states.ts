// The states and territories of Australia, as select options, for the Select page's examples.
export const states = [
  { value: 'act', label: 'Australian Capital Territory' },
  { value: 'nsw', label: 'New South Wales' },
  { value: 'nt', label: 'Northern Territory' },
  { value: 'qld', label: 'Queensland' },
  { value: 'sa', label: 'South Australia' },
  { value: 'tas', label: 'Tasmania' },
  { value: 'vic', label: 'Victoria' },
  { value: 'wa', label: 'Western Australia' },
];
