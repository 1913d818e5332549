// A saved overseas quote in the internationalStudents variant, opened from the link given when it was saved (?id=...).
import { SavedOverseasQuotePage, savedOverseasQuoteMetadata } from '@/overseas/SavedOverseasQuotePage';

export const metadata = savedOverseasQuoteMetadata;

export default function Page() {
  return <SavedOverseasQuotePage variant="internationalStudents" />;
}
