// Every content page of the providers variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('providers');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
