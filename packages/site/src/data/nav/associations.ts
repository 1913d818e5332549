// Association badges shown in footers. Artwork lives under /images/associations/ (three images in all).
import type { FooterContact } from '../schema';

type Association = NonNullable<FooterContact['associations']>[number];

export const codeOfConductBadge: Association = {
  name: 'Private Health Insurance Code of Conduct',
  src: '/images/associations/code-of-conduct.svg',
  alt: 'We follow the Private Health Insurance Code of Conduct',
};

export const reconciliationBadge: Association = {
  name: 'Reconciliation Action Plan',
  src: '/images/associations/reconciliation.svg',
  alt: 'Our Reconciliation Action Plan',
};

export const ndisProviderBadge: Association = {
  name: 'Registered NDIS provider',
  src: '/images/associations/ndis-provider.svg',
  alt: 'Registered NDIS provider of plan management',
};
