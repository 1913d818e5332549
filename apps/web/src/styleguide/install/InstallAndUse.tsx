// The style guide home's "Install and use" section: how an app outside this repository installs the library
// packages, which stylesheets it imports, how it picks a theme, what holds in server components and under a
// strict CSP, and the example app's code. Every name, version, theme id and code sample is read from its one
// home (install-facts.ts, the tokens' theme list), never typed here.
import type { ReactNode } from 'react';
import { Copy, Heading } from '@ds/ui';
import { defaultTheme, themes } from '@ds/tokens/meta';
import { CodeSample } from '../CodeSample';
import { DocSection, slugify } from '../DocPage';
import { EXAMPLE_APP_FILE, exampleAppCode, libraryPackage, uiEntries } from './install-facts';
import styles from './InstallAndUse.module.css';

export const INSTALL_SECTION_TITLE = 'Install and use';

/** The subsections, in page order; the e2e spec checks the headings against this list. */
/** The brand font's package, as the site itself self-hosts it. */
const FIGTREE_PACKAGE = '@fontsource-variable/figtree';

export const installParts = [
  'Install',
  'Import the styles',
  'Pick a theme',
  'Lay out and set the type',
  'Server components and a strict CSP',
  'Example app',
] as const;
type InstallPart = (typeof installParts)[number];

/** The component the section names as an example of a per-component entry. */
const EXAMPLE_ENTRY = 'button';
/** The entry that needs the UI package's optional peers (its highlighter and live editor). */
const CODE_BLOCK_ENTRY = 'code-block';

export const EXAMPLE_APP_LABEL = 'Code of the example app';

/** What `@ds/ui/utils` exports for an app's own react-aria components; the unit test checks it does. */
export const RESERVE_REACT_ARIA_STYLE_IDS = 'reserveReactAriaStyleIds';

function Part({ title, children }: { title: InstallPart; children: ReactNode }) {
  const id = `install-${slugify(title)}`;
  return (
    <section aria-labelledby={id} className={styles.part}>
      <Heading level={3} size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The section's words: rich text whose long import paths may break anywhere rather than overflow a phone. */
function Words({ children }: { children: ReactNode }) {
  return <Copy className={styles.words}>{children}</Copy>;
}

const list = (items: readonly string[]) => (
  <>
    {items.map((item, index) => (
      <span key={item}>
        {index > 0 ? ', ' : null}
        <code>{item}</code>
      </span>
    ))}
  </>
);

export function InstallAndUse() {
  const tokens = libraryPackage('tokens');
  const icons = libraryPackage('icons');
  const ui = libraryPackage('ui');
  const packages = [tokens, icons, ui];
  for (const entry of [EXAMPLE_ENTRY, CODE_BLOCK_ENTRY]) {
    if (!uiEntries().includes(entry))
      throw new Error(`${ui.name} has no ${entry} entry: InstallAndUse names it`);
  }
  const peers = [...new Set(packages.flatMap((pkg) => pkg.peers))];
  const optionalPeers = [...new Set(packages.flatMap((pkg) => pkg.optionalPeers))];
  const otherThemes = themes.filter((theme) => theme !== defaultTheme);

  return (
    <DocSection title={INSTALL_SECTION_TITLE}>
      <Words>
        <p>The components, the design tokens and the icons are three npm packages another app installs:</p>
        <ul>
          {packages.map((pkg) => (
            <li key={pkg.name}>
              <code>{pkg.name}</code> {pkg.version}: {pkg.description}
            </li>
          ))}
        </ul>
      </Words>

      <Part title="Install">
        <Words>
          <p>
            Until the packages are on a registry, they come as tarballs: <code>npm run packages</code> in this
            repository writes them into <code>.packs/</code>. Copy the three next to your app’s{' '}
            <code>package.json</code> and install them together (<code>{ui.name}</code> depends on the other
            two):
          </p>
        </Words>
        <CodeSample
          code={`npm install ${packages.map((pkg) => `./${pkg.tarball}`).join(' ')}`}
          language="bash"
          label="Install from the tarballs"
        />
        <Words>
          <p>Once they are published to the registry, install them by name instead:</p>
        </Words>
        <CodeSample
          code={`npm install ${packages.map((pkg) => pkg.name).join(' ')}`}
          language="bash"
          label="Install from the registry"
        />
        <Words>
          <p>Your app provides the peer dependencies: {list(peers)}.</p>
          {optionalPeers.length ? (
            <p>
              Only an app that shows code with <code>{`${ui.name}/${CODE_BLOCK_ENTRY}`}</code> also installs{' '}
              {list(optionalPeers)}.
            </p>
          ) : null}
        </Words>
      </Part>

      <Part title="Import the styles">
        <Words>
          <p>Import the stylesheets once, at your app’s entry, tokens first:</p>
          <ul>
            <li>
              <code>{`${tokens.name}/css/${defaultTheme}.css`}</code>: every token with the {defaultTheme}{' '}
              theme, in one file. <code>{`${tokens.name}/css/<theme>.css`}</code> holds every token too, with
              the {defaultTheme} theme on the page and that theme’s colours wherever{' '}
              <code>data-theme=&quot;&lt;theme&gt;&quot;</code> is set. For several themes on one page import{' '}
              <code>{`${tokens.name}/css/base.css`}</code> and then{' '}
              <code>{`${tokens.name}/css/themes/<theme>.css`}</code> for each.
            </li>
            <li>
              <code>{`${ui.name}/styles.css`}</code>: every component’s styles. To load less, import each
              component you use with its own, such as <code>{`${ui.name}/${EXAMPLE_ENTRY}`}</code> with{' '}
              <code>{`${ui.name}/${EXAMPLE_ENTRY}/styles.css`}</code> (that component’s styles and those of
              the components it uses). Class names start with <code>ds-</code>. The rules sit in cascade
              layers under <code>ds</code>, so stylesheets combine in any order and your own CSS wins over
              them; put a CSS reset in a layer declared before <code>ds</code>.
            </li>
            <li>
              <code>{`${icons.name}/styles.css`}</code>: the colours of the two-colour Graphic icons. The
              System line icons draw in <code>currentColor</code> and need no stylesheet.
            </li>
          </ul>
        </Words>
      </Part>

      <Part title="Pick a theme">
        <Words>
          <p>
            The {defaultTheme} theme applies to the whole page. For another, import its stylesheet and set{' '}
            <code>data-theme</code> on <code>&lt;html&gt;</code>, or on any element to theme only what it
            holds, such as <code>{`<html data-theme="${otherThemes[0]}">`}</code>.
          </p>
          <p>The themes: {list(themes)}.</p>
        </Words>
      </Part>

      <Part title="Lay out and set the type">
        <Words>
          <ul>
            <li>
              The components have no outer margin: space them with <code>Stack</code> (
              <code>{`${ui.name}/stack`}</code>, <code>{'<Stack gap={4}>'}</code>) and lay them out in columns
              with <code>Columns</code> (<code>{`${ui.name}/columns`}</code>), both on the tokens’ spacing
              scale.
            </li>
            <li>
              The components set their own type. Give your page’s own text the same:{' '}
              <code>
                body {'{'} font-family: var(--font-family-body); color: var(--color-text-default); {'}'}
              </code>
              . The body font is Figtree, then the system’s sans-serif: to show Figtree, install{' '}
              <code>{FIGTREE_PACKAGE}</code> and import it at your app’s entry.
            </li>
            <li>
              For the breakpoints in your own CSS, <code>{`${tokens.name}/css/custom-media.css`}</code> names
              them (<code>@media (--from-md)</code>): give that file to <code>postcss-custom-media</code>{' '}
              through <code>@csstools/postcss-global-data</code>.
            </li>
          </ul>
        </Words>
      </Part>

      <Part title="Server components and a strict CSP">
        <Words>
          <ul>
            <li>
              Every module that needs the browser starts with <code>&apos;use client&apos;</code>, so a server
              component of the Next.js App Router can import any entry, <code>{ui.name}</code> itself
              included.
            </li>
            <li>
              The components add no inline styles, so they work under a Content-Security-Policy of{' '}
              <code>style-src &apos;self&apos;</code>.
            </li>
            <li>
              react-aria, which some components are built on, would add a <code>&lt;style&gt;</code> element
              to the page for one touch rule, which such a policy blocks; the components that use it reserve
              that element’s id first, so react-aria adds none, and set the rule in their own stylesheet. Your
              own react-aria components can do the same: call{' '}
              <code>{`${RESERVE_REACT_ARIA_STYLE_IDS}(document)`}</code> from{' '}
              <code>{`${ui.name}/utils`}</code> in a layout effect, and give their pressable parts{' '}
              <code>touch-action: pan-x pan-y pinch-zoom</code> in your CSS.
            </li>
          </ul>
        </Words>
      </Part>

      <Part title="Example app">
        <Words>
          <p>
            <code>{EXAMPLE_APP_FILE}</code> in this repository is a Vite app that installs the tarballs and
            uses the components. Its code:
          </p>
        </Words>
        <CodeSample code={exampleAppCode()} language="tsx" label={EXAMPLE_APP_LABEL} />
      </Part>
    </DocSection>
  );
}
