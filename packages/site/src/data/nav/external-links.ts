// External addresses the navigation needs beyond those brand.ts defines, built from brand.ts hosts
// so that every host stays a reserved `.example` name.
import { brand, external } from '../brand';

const hostOf = (url: string): string => new URL(url).hostname;
/** `members.brand.example` -> `brand.example` */
const parentDomainOf = (url: string): string => hostOf(url).split('.').slice(1).join('.');
const handleOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const mainDomain = parentDomainOf(external.memberPortal);

export const extraExternal = {
  /** The share registry's investor centre, where shareholders update their holding details. */
  shareRegistry: `https://shares.${mainDomain}/investor-centre`,
  /** The second brand's social accounts. */
  guSocial: {
    Facebook: `https://${hostOf(external.social.Facebook)}/${handleOf(brand.gu)}`,
    LinkedIn: `https://${hostOf(external.social.LinkedIn)}/company/${handleOf(brand.gu)}`,
  },
  /** The New Zealand business's social accounts. */
  nzSocial: {
    Facebook: `https://${hostOf(external.social.Facebook)}/${handleOf(brand.nz)}`,
    Instagram: `https://${hostOf(external.social.Instagram)}/${handleOf(brand.nz)}`,
    Youtube: `https://${hostOf(external.social.Youtube)}/${handleOf(brand.nz)}`,
  },
} as const;
