// What the search page says to try when nothing was found, and within a section a way to the same words in every
// section: a link, so it works before the page's script arrives and the server can write it into the page it sends.
import { Button } from '@ds/ui';
import styles from './SiteSearch.module.css';

export interface NoResultsHelpProps {
  help: string;
  /** The same search in every section, when a section was searched. */
  allSectionsHref?: string | undefined;
  /** Searches every section in place of following the link, once the page can. */
  onAllSections?: (() => void) | undefined;
}

export function NoResultsHelp({ help, allSectionsHref, onAllSections }: NoResultsHelpProps) {
  return (
    <div className={styles.help}>
      <p>{help}</p>
      {allSectionsHref ? (
        <Button
          href={allSectionsHref}
          variant="secondary"
          size="sm"
          onClick={(event) => {
            if (!onAllSections) return;
            event.preventDefault();
            onAllSections();
          }}
        >
          Search all sections
        </Button>
      ) : null}
    </div>
  );
}
