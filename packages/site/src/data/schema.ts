// The shapes of navigation data (SPEC 3), as zod schemas: the server, the nav-data client and the
// embedded data are all validated by these, and the TypeScript types are inferred from them.
import { z } from 'zod';

export const ctaSchema = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type CallToAction = z.infer<typeof ctaSchema>;

export const callOutSchema = z.object({
  title: z.string(),
  description: z.string(),
  primaryCta: ctaSchema.optional(),
  secondaryCta: ctaSchema.optional(),
});

type NavLinkShape = {
  id: string;
  title: string;
  url?: string | undefined;
  slug?: string | undefined;
  subtitle?: string | undefined;
  icon?: string | undefined;
  label?: string | undefined;
  targetBlank?: boolean | undefined;
  positionRight?: boolean | undefined;
  hideInDrawer?: boolean | undefined;
  variation?: 'megaMenu' | 'dropdown' | undefined;
  children?: NavLinkShape[] | undefined;
  callOut?: z.infer<typeof callOutSchema> | undefined;
};

export const navLinkSchema: z.ZodType<NavLinkShape, NavLinkShape> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    url: z.string().optional(),
    slug: z.string().optional(),
    subtitle: z.string().optional(),
    icon: z.string().optional(),
    label: z.string().optional(),
    targetBlank: z.boolean().optional(),
    positionRight: z.boolean().optional(),
    hideInDrawer: z.boolean().optional(),
    variation: z.enum(['megaMenu', 'dropdown']).optional(),
    children: z.array(navLinkSchema).optional(),
    callOut: callOutSchema.optional(),
  }),
);
export type NavLink = NavLinkShape;
// A link holds links: in a JSON schema (the API's OpenAPI document) it is one named schema that refers to itself.
z.globalRegistry.add(navLinkSchema, { id: 'NavLink' });

export const iconLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  label: z.string(),
  icon: z.string(),
  targetBlank: z.boolean().optional(),
});
export type IconLink = z.infer<typeof iconLinkSchema>;

export const smallHeaderConfigSchema = z.object({
  id: z.string(),
  logoUrl: z.string().optional(),
  phoneNumber: z.string().optional(),
  corporatePhoneNumber: z.string().optional(),
  navLinks: z.array(navLinkSchema).optional(),
  iconLinks: z.array(iconLinkSchema).optional(),
});

/** The original header configuration shape. */
export const headerConfigSchema = z.object({
  id: z.string(),
  logoUrl: z.string().optional(),
  logoLabel: z.string().optional(),
  phoneNumber: z.string().optional(),
  corporatePhoneNumber: z.string().optional(),
  ribbon: z.array(navLinkSchema).optional(),
  navAlignment: z.enum(['left', 'right', 'center']).optional(),
  callToAction: ctaSchema.optional(),
  navLinks: z.array(navLinkSchema),
  hideQuoteButton: z.boolean().optional(),
  quoteButtonUrl: z.string().optional(),
  showSearch: z.boolean().optional(),
  showLogin: z.boolean().optional(),
  smallHeaderConfig: smallHeaderConfigSchema.optional(),
});
export type HeaderConfig = z.infer<typeof headerConfigSchema>;

/** The newer header data shape, with modes per region and hide flags. */
export const headerDataSchema = z.object({
  ribbon: z.object({ mode: z.enum(['default', 'hidden']), links: z.array(navLinkSchema) }).optional(),
  body: z.object({ mode: z.enum(['default', 'portal', 'simplified']) }).optional(),
  logo: z.object({ url: z.string() }).optional(),
  iconLinks: z.array(iconLinkSchema).optional(),
  navBar: z.object({ mode: z.enum(['default', 'hidden']) }).optional(),
  navLinks: z.array(navLinkSchema).optional(),
  drawer: z
    .object({
      hideQuoteButton: z.boolean().optional(),
      quoteButtonUrl: z.string().optional(),
      links: z.array(navLinkSchema).optional(),
    })
    .optional(),
  phoneNumber: z.string().optional(),
  corporatePhoneNumber: z.string().optional(),
  cta: ctaSchema.optional(),
  hidePhoneNumber: z.boolean().optional(),
  hideCta: z.boolean().optional(),
  hideIconLinks: z.boolean().optional(),
});
export type HeaderData = z.infer<typeof headerDataSchema>;

export const footerLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  targetBlank: z.boolean().optional(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerColumnSchema = z.object({
  id: z.string(),
  title: z.string(),
  children: z.array(footerLinkSchema),
  group: z.string().optional(),
  icon: z.string().optional(),
  image: z
    .object({
      url: z.string(),
      alt: z.string(),
      height: z.number().optional(),
      miniWidth: z.number().optional(),
    })
    .optional(),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const socialKeySchema = z.enum(['Facebook', 'Twitter', 'Youtube', 'Instagram', 'LinkedIn']);
export const socialLinkSchema = z.object({
  key: socialKeySchema,
  id: z.string(),
  title: z.string(),
  url: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const footerContactSchema = z.object({
  heading: z.string().optional(),
  phoneNumber: z.string().optional(),
  corporatePhoneNumber: z.string().optional(),
  overseasPhoneNumber: z.string().optional(),
  email: z.string().optional(),
  address: z
    .object({ mail: z.array(z.string()).optional(), office: z.array(z.string()).optional() })
    .optional(),
  contactLinks: z.array(footerLinkSchema).optional(),
  socialLinks: z.array(socialLinkSchema).optional(),
  associations: z.array(z.object({ name: z.string(), src: z.string(), alt: z.string() })).optional(),
  openHours: z.array(z.string()).optional(),
  contactUrl: z.string().optional(),
});
export type FooterContact = z.infer<typeof footerContactSchema>;

export const smallFooterConfigSchema = z.object({
  id: z.string(),
  copyrightText: z.string().optional(),
  phoneNumber: z.string().optional(),
  corporatePhoneNumber: z.string().optional(),
  overseasPhoneNumber: z.string().optional(),
  email: z.string().optional(),
  links: z.array(footerLinkSchema),
  hideAcknowledgementOfCountry: z.boolean().optional(),
  privacy: footerLinkSchema.optional(),
});

export const footerConfigSchema = z.object({
  id: z.string(),
  countryOfOrigin: z.string().default('Australia'),
  columns: z.array(footerColumnSchema),
  contact: footerContactSchema.optional(),
  smallFooterConfig: smallFooterConfigSchema,
});
export type FooterConfig = z.input<typeof footerConfigSchema>;

/** What the nav-data endpoint answers with and the embedded copy holds, per variant. */
export const navDataSchema = z.object({
  header: headerConfigSchema,
  footer: footerConfigSchema,
});
export type NavData = z.input<typeof navDataSchema>;

/** What the nav-data endpoint may send: the header in either shape of SPEC 3. */
export const remoteNavDataSchema = z.object({
  header: z.union([headerConfigSchema, headerDataSchema]),
  footer: footerConfigSchema,
});
export type RemoteNavData = z.input<typeof remoteNavDataSchema>;

export const navDataResponseSchema = z.object({ data: navDataSchema, updatedAt: z.string() });
export type NavDataResponse = z.input<typeof navDataResponseSchema>;
