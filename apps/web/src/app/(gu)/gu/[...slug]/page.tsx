// Every content page of the gu variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('gu');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
