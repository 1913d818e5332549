// Graphic icons are two-colour: their lines take the theme's line colour and their backdrop shape the theme's
// accent, both custom properties (graphic.module.css), so a theme recolours them and no colour is fixed in the
// SVG. The classes sit on the inner shapes, so a class on the icon itself (Icon's `color: inherit`) cannot undo
// them; to recolour one icon, set `--icon-graphic-line` or `--icon-graphic-backdrop` on it or an ancestor.
import styles from './graphic.module.css';

export const graphicLinesClass = styles.lines;
export const graphicBackdropClass = styles.backdrop;
