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
import { withDefaultMessages } from '../messages';
import type { DataTableFeatures } from './features';
import { defaultTablePaginationMessages } from './messages';
import type { TablePaginationMessages } from './messages';
import { PAGE_SIZES, goToPage, goToPageClampedMessage, pageSizeLabel, pageStatus } from './table-rules';
import styles from './DataTable.module.css';

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
  messages: messageOverrides,
}: {
  table: ReactTable<DataTableFeatures, TData>;
  /** Any of the pager's own words to change. */
  messages?: Partial<TablePaginationMessages>;
}) {
  const messages = withDefaultMessages(defaultTablePaginationMessages, messageOverrides);
  const pageSizeOptions = PAGE_SIZES.map((size) => ({
    value: String(size),
    label: pageSizeLabel(size, messages),
  }));
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const [typed, setTyped] = useState<string | null>(null);
  const [clampedTo, setClampedTo] = useState<number | null>(null);

  return (
    <div className={styles.pagination}>
      <div className={styles.pageButtons}>
        <PageButton
          label={messages.firstPage}
          icon={ChevronsLeftIcon}
          disabled={!table.getCanPreviousPage()}
          onPress={() => table.firstPage()}
        />
        <PageButton
          label={messages.previousPage}
          icon={ChevronLeftIcon}
          disabled={!table.getCanPreviousPage()}
          onPress={() => table.previousPage()}
        />
        <PageButton
          label={messages.nextPage}
          icon={ChevronRightIcon}
          disabled={!table.getCanNextPage()}
          onPress={() => table.nextPage()}
        />
        <PageButton
          label={messages.lastPage}
          icon={ChevronsRightIcon}
          disabled={!table.getCanNextPage()}
          onPress={() => table.lastPage()}
        />
      </div>
      <p className={styles.pageStatus} role="status">
        {pageStatus(pageIndex, pageCount, messages)}
      </p>
      <TextInput
        label={messages.goToPage}
        inline
        inputMode="numeric"
        widthChars={4}
        value={typed ?? String(pageIndex + 1)}
        validated={clampedTo !== null}
        invalid={clampedTo !== null}
        errorMessage={clampedTo !== null ? goToPageClampedMessage(clampedTo, pageCount, messages) : undefined}
        onChange={(text) => {
          const next = goToPage(text, pageCount);
          setTyped(next.text);
          setClampedTo(next.clampedTo);
          table.setPageIndex(next.pageIndex);
        }}
        onBlur={() => setTyped(null)}
      />
      <Select
        label={messages.rowsPerPage}
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
