// Every content page of the arhi variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('arhi');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
