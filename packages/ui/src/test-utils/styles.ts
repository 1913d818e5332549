// What the stylesheets the tests inject (the components' real CSS, scoped and run through the site's PostCSS)
// declare for an element, for the two things jsdom's getComputedStyle cannot show:
// - rules under a media query with a feature, such as (min-width: 768px): jsdom applies none of them;
// - shorthands holding var(): jsdom drops them, so `padding: var(--space-6)` computes to 0.
// Everything else is asserted with getComputedStyle, which cascades the same stylesheets (without resolving var()).

export interface Declaration {
  /** The media query the rule sits under, e.g. `(min-width: 768px)`; null when it applies at every width. */
  media: string | null;
  value: string;
}

function collect(
  rules: CSSRuleList,
  element: Element,
  property: string,
  media: string | null,
): Declaration[] {
  const found: Declaration[] = [];
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule) {
      const query = rule.media.mediaText;
      found.push(...collect(rule.cssRules, element, property, media ? `${media} and ${query}` : query));
    } else if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
      const value = rule.style.getPropertyValue(property);
      if (value) found.push({ media, value });
    }
  }
  return found;
}

/**
 * Every declaration of `property` in the document's stylesheets whose selector matches `element` in its current
 * state, in stylesheet order, with the media query it depends on.
 */
export function declarationsFor(element: Element, property: string): Declaration[] {
  return [...document.styleSheets].flatMap((sheet) => collect(sheet.cssRules, element, property, null));
}
