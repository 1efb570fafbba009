/** THE editable sheet: a whole settings sheet (cupos, topes, commissions) with one editor per row. */
export { EditableSheet, type EditableSheetProps, type SheetColumn } from './editable-sheet';
export { moneyOr } from './sheet-cells';
