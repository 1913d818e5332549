// The catch-all route of one variant: every content page under the variant's prefix, prerendered.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { variantConfigs, variantForPath } from '@ds/site/data';
import type { VariantId } from '@ds/site/data';
import { ContentPage } from '@/blocks/ContentPage';
import { noIndex } from '@/chrome/no-index';
import { contentPages, pageByPath } from '@/content/pages';

type Params = Promise<{ slug: string[] }>;

export function contentRoute(variant: VariantId) {
  const prefix = variantConfigs[variant].pathPrefix;
  const pathOf = (slug: string[]) => `${prefix}/${slug.join('/')}`;

  return {
    generateStaticParams() {
      return (
        contentPages
          // Product pages have their own routes (routes/product-route.tsx), so only they load the product code.
          .filter((page) => !page.products)
          // Pages with a route of their own (the forms list) render there.
          .filter((page) => !page.ownRoute)
          .filter((page) => variantForPath(page.path) === variant && page.path.startsWith(`${prefix}/`))
          .map((page) => ({ slug: page.path.slice(prefix.length + 1).split('/') }))
      );
    },
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const page = pageByPath(pathOf((await params).slug));
      if (!page) return {};
      return {
        title: page.title,
        description: page.lead,
        ...(page.noindex ? noIndex : {}),
      };
    },
    async Page({ params }: { params: Params }) {
      const page = pageByPath(pathOf((await params).slug));
      if (!page) notFound();
      return <ContentPage page={page} />;
    },
  };
}
