// Every content page of the shareholders variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('shareholders');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
