import { editorText } from './editorText.ts';

/** A chart's data as the dataset editor holds it: a header row of column names, then rows. */
export interface Dataset {
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>;
}

const _blank = (cell: unknown) => cell === null || cell === undefined || String(cell).trim() === '';

/**
 * The chart editor's checks, first failure wins: no data at all 'Enter some data!'; no column;
 * no row; a row with a blank or missing cell 'One or more rows was missing data'.
 */
export function datasetError(dataset: Dataset): string | undefined {
  const rows = dataset.rows.filter((row) => row.some((cell) => !_blank(cell)));
  if (dataset.columns.length === 0 && rows.length === 0) return editorText('editor.dataset.empty');
  if (dataset.columns.length === 0) return editorText('editor.dataset.noColumns');
  if (rows.length === 0) return editorText('editor.dataset.noRows');
  const complete = rows.every(
    (row) =>
      row.length >= dataset.columns.length && row.slice(0, dataset.columns.length).every((c) => !_blank(c)),
  );
  return complete ? undefined : editorText('editor.dataset.rowMissingData');
}

/** A dataset cut to at most `maxRows` rows and `maxColumns` columns (the bounds are the caller's: the spec does not show them). */
export function truncateDataset(dataset: Dataset, maxRows: number, maxColumns: number): Dataset {
  return {
    columns: dataset.columns.slice(0, maxColumns),
    rows: dataset.rows.slice(0, maxRows).map((row) => row.slice(0, maxColumns)),
  };
}
