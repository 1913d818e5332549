// Prices as the pages write them: dollars and cents.
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export const formatPrice = (amount: number) => money.format(amount);
