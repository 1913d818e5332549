'use client';
// The pager under a table: 'Show N' rows per page, first, previous, next and last page, 'Go to page:' and
// 'Page N of M' (a polite status, so a page change is heard). Buttons that would go nowhere are disabled.
// A page number past either end is brought into range with a message; letters are ignored.
import { useState } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { ReactTable } from '@tanstack/react-table';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '@ds/icons';
import type { IconComponent } from '@ds/icons';
import { Button } from '../button';
import { Icon } from '../icon';
import { Select } from '../select';
import { TextInput } from '../text-input';
import type { DataTableFeatures } from './features';
import { PAGE_SIZES, goToPage, goToPageClampedMessage, pageSizeLabel, pageStatus } from './table-rules';
import styles from './DataTable.module.css';

export const GO_TO_PAGE_LABEL = 'Go to page:';
export const ROWS_PER_PAGE_LABEL = 'Rows per page';

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: pageSizeLabel(size) }));

/**
 * A pager button. One that would go nowhere is aria-disabled rather than disabled, so the button just pressed
 * keeps focus when it reaches the end (a disabled button would drop focus to the page).
 */
function PageButton({
  label,
  icon,
  disabled,
  onPress,
}: {
  label: string;
  icon: IconComponent;
  disabled: boolean;
  onPress: () => void;
}) {
  return (
    <Button
      variant="secondary"
      size="md"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPress}
      className={styles.pageButton}
    >
      <Icon icon={icon} size={20} />
    </Button>
  );
}

export function TablePagination<TData extends RowData>({
  table,
}: {
  table: ReactTable<DataTableFeatures, TData>;
}) {
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const [typed, setTyped] = useState<string | null>(null);
  const [clampedTo, setClampedTo] = useState<number | null>(null);

  return (
    <div className={styles.pagination}>
      <div className={styles.pageButtons}>
        <PageButton
          label="First page"
          icon={ChevronsLeftIcon}
          disabled={!table.getCanPreviousPage()}
          onPress={() => table.firstPage()}
        />
        <PageButton
          label="Previous page"
          icon={ChevronLeftIcon}
          disabled={!table.getCanPreviousPage()}
          onPress={() => table.previousPage()}
        />
        <PageButton
          label="Next page"
          icon={ChevronRightIcon}
          disabled={!table.getCanNextPage()}
          onPress={() => table.nextPage()}
        />
        <PageButton
          label="Last page"
          icon={ChevronsRightIcon}
          disabled={!table.getCanNextPage()}
          onPress={() => table.lastPage()}
        />
      </div>
      <p className={styles.pageStatus} role="status">
        {pageStatus(pageIndex, pageCount)}
      </p>
      <TextInput
        label={GO_TO_PAGE_LABEL}
        inline
        inputMode="numeric"
        widthChars={4}
        value={typed ?? String(pageIndex + 1)}
        validated={clampedTo !== null}
        invalid={clampedTo !== null}
        errorMessage={clampedTo !== null ? goToPageClampedMessage(clampedTo, pageCount) : undefined}
        onChange={(text) => {
          const next = goToPage(text, pageCount);
          setTyped(next.text);
          setClampedTo(next.clampedTo);
          table.setPageIndex(next.pageIndex);
        }}
        onBlur={() => setTyped(null)}
      />
      <Select
        label={ROWS_PER_PAGE_LABEL}
        hideLabel
        placeholder={null}
        options={pageSizeOptions}
        value={String(pageSize)}
        onChange={(value) => {
          setClampedTo(null);
          setTyped(null);
          table.setPageSize(Number(value));
        }}
        className={styles.pageSize}
      />
    </div>
  );
}
