// Pages whose scripts need a Content-Security-Policy source the site's strict policy leaves out: the live code block
// compiles what a reader types, which only 'unsafe-eval' allows. The server sends that source with these pages only
// (apps/server security-headers.ts). A browser keeps the policy of the document it loaded while the app router
// changes pages, so links to these pages load them as documents (apps/web chrome/client-navigation.ts).

/** Each page's path, and the script sources it needs beyond the strict policy. */
export const EVAL_PAGES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/components/code-block': Object.freeze(["'unsafe-eval'"]),
});
