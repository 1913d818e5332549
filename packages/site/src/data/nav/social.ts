// Social links for the footers: the main brand's accounts, and the fewer accounts of gu and nz.
import { brand, external } from '../brand';
import type { SocialLink } from '../schema';
import { extraExternal } from './external-links';

type SocialKey = SocialLink['key'];

function social(name: string, urls: Partial<Record<SocialKey, string>>, prefix: string): SocialLink[] {
  return (Object.entries(urls) as [SocialKey, string][]).map(([key, url]) => ({
    key,
    id: `${prefix}-social-${key.toLowerCase()}`,
    title: `${name} on ${key === 'Twitter' ? 'X (Twitter)' : key === 'Youtube' ? 'YouTube' : key}`,
    url,
  }));
}

/** Every account of the main brand: Facebook, Twitter, Youtube, Instagram, LinkedIn. */
export const mainSocialLinks: SocialLink[] = social(brand.main, external.social, 'main');

/** A subset of the main brand's accounts, for the smaller audiences' footers. */
export function mainSocialSubset(keys: SocialKey[]): SocialLink[] {
  return mainSocialLinks.filter((item) => keys.includes(item.key));
}

export const guSocialLinks: SocialLink[] = social(brand.gu, extraExternal.guSocial, 'gu');

export const nzSocialLinks: SocialLink[] = social(brand.nz, extraExternal.nzSocial, 'nz');
