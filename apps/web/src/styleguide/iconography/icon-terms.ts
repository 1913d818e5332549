// Every icon's filter words, made from the catalogue. The icon filter imports this module when the visitor first
// shows an intent to filter (or opens a filtered link), so the page itself carries no catalogue.
import { catalogue } from '@ds/icons';
import { filterEntry } from './icon-filter';
import type { IconFilterEntry } from './icon-filter';

export const iconFilterEntries: readonly IconFilterEntry[] = catalogue.map(filterEntry);
