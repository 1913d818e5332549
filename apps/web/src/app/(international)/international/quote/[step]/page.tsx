// The overseas quote's steps in the international variant, in its header and footer (apps/web/src/overseas).
import { overseasQuoteRoute } from '@/overseas/overseas-quote-route';

const route = overseasQuoteRoute('international');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
