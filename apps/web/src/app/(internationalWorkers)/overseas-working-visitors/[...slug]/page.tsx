// Every content page of the internationalWorkers variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('internationalWorkers');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
