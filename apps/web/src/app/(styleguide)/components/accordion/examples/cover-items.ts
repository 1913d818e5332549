// What the accordion examples say of each cover (kept apart from them, so a search of the page finds it in the
// accordion and nowhere else).
export const cover = [
  {
    title: 'Hospital cover',
    body: 'Pays towards your stay as a private patient in a public or private hospital.',
  },
  {
    title: 'Extras cover',
    body: 'Pays towards dental, optical, physiotherapy and other everyday health services.',
  },
  {
    title: 'Ambulance cover',
    body: 'Pays for emergency ambulance transport when it is medically necessary.',
  },
];
