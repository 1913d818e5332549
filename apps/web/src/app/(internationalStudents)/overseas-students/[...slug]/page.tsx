// Every content page of the internationalStudents variant.
import { contentRoute } from '@/routes/content-route';

const route = contentRoute('internationalStudents');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
