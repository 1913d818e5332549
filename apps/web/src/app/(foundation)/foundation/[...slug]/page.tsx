// Every content page of the foundation variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('foundation');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
