// The props every form control takes from the form-control contract, for the pages whose own rows are still
// written by hand. Generated from FormControlProps and its doc comments (`npm run props-docs`).
import type { PropRow } from './PropsTable';
import formControlRows from './props/FormControl.json';

export const formControlPropRows: PropRow[] = formControlRows;
