// The overseas quote's steps in the internationalWorkers variant, in its header and footer (apps/web/src/overseas).
import { overseasQuoteRoute } from '@/overseas/overseas-quote-route';

const route = overseasQuoteRoute('internationalWorkers');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
