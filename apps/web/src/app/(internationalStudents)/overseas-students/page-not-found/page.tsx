// This variant's not-found page: the server answers missing paths under its prefix with it (status 404).
import { notFoundRoute } from '@/routes/not-found-route';

const route = notFoundRoute('internationalStudents');

export const metadata = route.metadata;
export default route.Page;
