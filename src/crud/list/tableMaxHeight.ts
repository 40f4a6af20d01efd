/**
 * The table's max height of spec section 9: the card minus the search area,
 * the button area, the pagination (28) and 80. Unknown sizes, or a result
 * too small to be useful, fall back to the default 450.
 */
export const DEFAULT_TABLE_MAX_HEIGHT = 450;
export const PAGINATION_HEIGHT = 28;
export const TABLE_HEIGHT_RESERVE = 80;
export const MIN_TABLE_MAX_HEIGHT = 200;

export interface TableHeightInput {
  cardHeight?: number | null;
  searchHeight?: number | null;
  buttonsHeight?: number | null;
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export const computeTableMaxHeight = ({ cardHeight, searchHeight, buttonsHeight }: TableHeightInput): number => {
  if (!known(cardHeight) || !known(searchHeight) || !known(buttonsHeight)) return DEFAULT_TABLE_MAX_HEIGHT;
  const height = cardHeight - searchHeight - buttonsHeight - PAGINATION_HEIGHT - TABLE_HEIGHT_RESERVE;
  return height < MIN_TABLE_MAX_HEIGHT ? DEFAULT_TABLE_MAX_HEIGHT : Math.floor(height);
};

/** The CSS custom property a list card sets for its table (src/crud/list/useTableMaxHeight.ts), and its use with the default. */
export const TABLE_MAX_HEIGHT_VAR = '--table-max-height';
export const TABLE_MAX_HEIGHT = `var(${TABLE_MAX_HEIGHT_VAR}, ${DEFAULT_TABLE_MAX_HEIGHT}px)`;
