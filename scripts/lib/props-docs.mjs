// The style guide's props tables, read from the components' TypeScript props and their doc comments, so a prop
// is described once, where it is declared. For each documented component it writes
// apps/web/src/styleguide/props/<Component>.json: rows of { name, type, required, default, description } in the
// order the props type declares them (its own props first, then the ones it extends, such as the form-control
// contract's).
//   - type: the declared type text (`readonly RadioOption[]`), not the checker's expansion; a named type of a few
//     literals (`FormControlType`) is written out as its literals, which say more to a reader.
//   - required: not optional. A prop of a union of props types (give `label` or `labelledBy`) is optional.
//   - default: a `@default` tag, else the component's destructuring default (`disabled = false`).
//   - description: the doc comment, on one line.
// Props inherited from React's DOM types are not listed one by one: the props type's own doc comment says what
// they are for with `@rest {Type} description`, which becomes one `...rest` row.
// A hook is documented by its types: an options or result interface by name, like a props type, and arguments
// that are not an object (`useModal(initiallyVisible = false)`) from the function's parameters and `@param` tags.
// The output is committed: `npm run props-docs` writes it, and a unit test fails when it is stale or a prop has
// no doc comment.
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { repoRoot } from './paths.mjs';

export const outDir = path.join(repoRoot, 'apps/web/src/styleguide/props');

/**
 * The components with a generated props table. `props` names the props type when it is not `<name>Props`, and
 * `component` the function whose destructuring defaults count, when it is not `name` (null: none, for a contract),
 * declared in `componentFile` when that is not `file`. `parameters` names a function whose parameters are the rows
 * instead (a hook's arguments). `defaults` names a constant object whose values are the defaults (a component's
 * messages, added below).
 */
export const documented = [
  { name: 'Accordion', file: 'packages/ui/src/accordion/Accordion.tsx' },
  { name: 'AccordionItem', file: 'packages/ui/src/accordion/AccordionItem.tsx' },
  { name: 'AddressLookup', file: 'packages/ui/src/address-lookup/AddressLookup.tsx' },
  { name: 'Alert', file: 'packages/ui/src/alert/Alert.tsx' },
  { name: 'Badge', file: 'packages/ui/src/badge/Badge.tsx' },
  { name: 'Box', file: 'packages/ui/src/box/Box.tsx' },
  { name: 'Carousel', file: 'packages/ui/src/carousel/Carousel.tsx' },
  // CarouselPrevious and CarouselNext: one button with two directions, so one table.
  { name: 'CarouselButton', file: 'packages/ui/src/carousel/CarouselControls.tsx' },
  { name: 'CarouselControls', file: 'packages/ui/src/carousel/CarouselControls.tsx' },
  { name: 'CarouselSlides', file: 'packages/ui/src/carousel/CarouselSlides.tsx' },
  { name: 'Checkbox', file: 'packages/ui/src/checkbox/Checkbox.tsx' },
  { name: 'CheckboxGroup', file: 'packages/ui/src/checkbox/CheckboxGroup.tsx' },
  { name: 'CodeBlock', file: 'packages/ui/src/code-block/CodeBlock.tsx' },
  { name: 'Columns', file: 'packages/ui/src/columns/Columns.tsx' },
  { name: 'Container', file: 'packages/ui/src/container/Container.tsx' },
  { name: 'DataTable', file: 'packages/ui/src/data-table/DataTable.tsx' },
  { name: 'DateInput', file: 'packages/ui/src/date-input/DateInput.tsx' },
  // The date input's props; DateInput's defaults are the ones that count.
  {
    name: 'DatePicker',
    file: 'packages/ui/src/date-picker/DatePicker.tsx',
    component: 'DateInput',
    componentFile: 'packages/ui/src/date-input/DateInput.tsx',
  },
  { name: 'ErrorPage', file: 'packages/ui/src/error-page/ErrorPage.tsx' },
  { name: 'Expander', file: 'packages/ui/src/accordion/Expander.tsx' },
  { name: 'HeroPanel', file: 'packages/ui/src/hero-panel/HeroPanel.tsx' },
  { name: 'InfoBox', file: 'packages/ui/src/info-box/InfoBox.tsx' },
  { name: 'LiveCodeBlock', file: 'packages/ui/src/code-block/LiveCodeBlock.tsx' },
  { name: 'Modal', file: 'packages/ui/src/modal/Modal.tsx' },
  { name: 'OneTimeCode', file: 'packages/ui/src/one-time-code/OneTimeCode.tsx' },
  { name: 'Placeholder', file: 'packages/ui/src/placeholder/Placeholder.tsx' },
  // One step of a ProgressStepper: an object, not a component.
  {
    name: 'ProgressStep',
    file: 'packages/ui/src/progress-stepper/useProgressStepper.ts',
    props: 'ProgressStep',
    component: null,
  },
  { name: 'ProgressStepper', file: 'packages/ui/src/progress-stepper/ProgressStepper.tsx' },
  // What the useProgressStepper hook returns.
  {
    name: 'ProgressStepperController',
    file: 'packages/ui/src/progress-stepper/useProgressStepper.ts',
    props: 'ProgressStepperController',
    component: null,
  },
  // The member quick actions pattern's grid, declared beside its style-guide page.
  {
    name: 'QuickActions',
    file: 'apps/web/src/app/(styleguide)/patterns/member-quick-actions/QuickActions.tsx',
  },
  { name: 'RadioGroup', file: 'packages/ui/src/radio-group/RadioGroup.tsx' },
  { name: 'ScrollableTable', file: 'packages/ui/src/scrollable-table/ScrollableTable.tsx' },
  { name: 'Select', file: 'packages/ui/src/select/Select.tsx' },
  { name: 'Stack', file: 'packages/ui/src/stack/Stack.tsx' },
  { name: 'Switch', file: 'packages/ui/src/switch/Switch.tsx' },
  { name: 'Tab', file: 'packages/ui/src/tabs/Tabs.tsx' },
  { name: 'TabList', file: 'packages/ui/src/tabs/Tabs.tsx' },
  { name: 'TabPanel', file: 'packages/ui/src/tabs/Tabs.tsx' },
  { name: 'Tabs', file: 'packages/ui/src/tabs/Tabs.tsx' },
  { name: 'TextInput', file: 'packages/ui/src/text-input/TextInput.tsx' },
  // A radio group with its appearance and orientation set: RadioGroup's defaults are the ones that count.
  {
    name: 'ToggleInput',
    file: 'packages/ui/src/radio-group/ToggleInput.tsx',
    component: 'RadioGroup',
    componentFile: 'packages/ui/src/radio-group/RadioGroup.tsx',
  },
  // What the useModal hook returns, and its one argument.
  { name: 'UseModal', file: 'packages/ui/src/modal/useModal.ts', component: null, props: 'UseModal' },
  { name: 'useModalArguments', file: 'packages/ui/src/modal/useModal.ts', parameters: 'useModal' },
  // The useProgressStepper hook's options; the hook's destructuring defaults would count, but it has none.
  {
    name: 'UseProgressStepperOptions',
    file: 'packages/ui/src/progress-stepper/useProgressStepper.ts',
    props: 'UseProgressStepperOptions',
    component: 'useProgressStepper',
  },
];

/**
 * Every component's messages (its own words, see packages/ui/src/messages): each `<component>/messages.ts` that
 * declares `XxxMessages` and its `defaultXxxMessages`, whose values are the table's defaults. Found, not listed, so a
 * component's new messages are documented without a further edit.
 */
function messagesEntries() {
  const uiRoot = 'packages/ui/src';
  return readdirSync(path.join(repoRoot, uiRoot), { withFileTypes: true })
    .filter((folder) => folder.isDirectory() && folder.name !== 'messages')
    .flatMap((folder) => {
      const file = `${uiRoot}/${folder.name}/messages.ts`;
      let text;
      try {
        text = readFileSync(path.join(repoRoot, file), 'utf8');
      } catch {
        return [];
      }
      return (
        [...text.matchAll(/export interface (\w+Messages)\b/g)]
          .map((match) => match[1])
          .filter((name) => text.includes(`export const default${name}`))
          // A part's messages that a whole's extend (the table's pager's) are in the whole's table.
          .filter((name) => !new RegExp(`extends ${name}\\b`).test(text))
          .map((name) => ({ name, file, props: name, component: null, defaults: `default${name}` }))
      );
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
documented.push(...messagesEntries());

const isExternal = (declaration) => declaration.getSourceFile().fileName.includes('/node_modules/');
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/** Prose for visitors: the apostrophes of "control's" and "inputs'" typeset (’), code spans left alone. */
const typeset = (text) =>
  text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') ? part : part.replace(/(?<=\p{L})'(?=\p{L}|s\b)|(?<=s)'(?=[\s,.;:])/gu, '’'),
    )
    .join('');

/** The elements of `const X = [...] as const`, for `(typeof X)[number]`, else null. */
function constArrayElements(node, checker) {
  if (!ts.isIndexedAccessTypeNode(node)) return null;
  let query = node.objectType;
  while (ts.isParenthesizedTypeNode(query)) query = query.type;
  if (!ts.isTypeQueryNode(query) || node.indexType.getText() !== 'number') return null;
  let symbol = checker.getSymbolAtLocation(query.exprName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  let array = symbol?.valueDeclaration?.initializer;
  while (array && (ts.isAsExpression(array) || ts.isSatisfiesExpression(array))) array = array.expression;
  return array && ts.isArrayLiteralExpression(array)
    ? array.elements.map((element) => element.getText())
    : null;
}

/**
 * A type as a reader wants it: the declared text, with this repo's aliases of unions and of `(typeof X)[number]`
 * written out (`FormControlType` as `'required' | 'optional'`, `PageSize` as `10 | 20 | 30 | 40 | 50`), and any
 * other named type of a few literals (`Exclude<HeadingLevel, 1>`) as its literals, sorted (the checker's order
 * is not stable). Other names (`ReactNode`, `RadioOption`) stay names.
 */
function printType(node, checker) {
  if (ts.isUnionTypeNode(node)) return node.types.map((member) => printType(member, checker)).join(' | ');
  const elements = constArrayElements(node, checker);
  if (elements) return elements.join(' | ');
  if (!ts.isTypeReferenceNode(node)) return oneLine(node.getText());
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const alias = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (alias && !isExternal(alias) && !alias.typeParameters) {
    const body = alias.type;
    if (ts.isUnionTypeNode(body) || constArrayElements(body, checker)) return printType(body, checker);
    // An alias of an alias (`AlertType = MessageType`) is written out when that one is; `HeroImages =
    // Record<…>` stays a name.
    if (ts.isTypeReferenceNode(body)) {
      const expanded = printType(body, checker);
      if (expanded !== oneLine(body.getText())) return expanded;
    }
  }
  const type = checker.getTypeFromTypeNode(node);
  const members = type.isUnion() ? type.types : [type];
  if (
    members.length > 12 ||
    !members.every((member) => member.isStringLiteral() || member.isNumberLiteral())
  ) {
    return oneLine(node.getText());
  }
  return members
    .map((member) => member.value)
    .sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    )
    .map((value) => (typeof value === 'string' ? `'${value}'` : `${value}`))
    .join(' | ');
}

function typeText(declaration, symbol, checker) {
  const typeNode = declaration && 'type' in declaration ? declaration.type : undefined;
  return typeNode ? printType(typeNode, checker) : checker.typeToString(checker.getTypeOfSymbol(symbol));
}

/**
 * The declaration that says what a prop is. A prop of a union of props types (`{ label: string; labelledBy?:
 * never } | { labelledBy: string; label?: never }`, give one or the other) is declared in each: the one that
 * takes a value (not `never` or `undefined`) is the one with its type and doc comment.
 */
function mainDeclaration(symbol) {
  const declarations = (symbol.declarations ?? []).filter((node) => !isExternal(node));
  return (
    declarations.find(
      (node) =>
        node.type &&
        node.type.kind !== ts.SyntaxKind.NeverKeyword &&
        node.type.kind !== ts.SyntaxKind.UndefinedKeyword,
    ) ??
    symbol.valueDeclaration ??
    declarations[0]
  );
}

/** A default's text; a named constant (`placeholder = SELECT_PLACEHOLDER`) as its literal value, which says more. */
function constantText(initializer, checker) {
  if (!ts.isIdentifier(initializer)) return initializer.getText();
  let symbol = checker.getSymbolAtLocation(initializer);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const value = symbol?.valueDeclaration;
  return value &&
    ts.isVariableDeclaration(value) &&
    value.initializer &&
    ts.isLiteralExpression(value.initializer)
    ? value.initializer.getText()
    : initializer.getText();
}

/** The component function's destructuring defaults: prop name -> initializer text. */
function destructuringDefaults(sourceFile, functionName, checker) {
  const defaults = new Map();
  const visit = (node) => {
    const name = ts.isFunctionDeclaration(node)
      ? node.name?.text
      : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)
        ? node.name.text
        : undefined;
    if (name === functionName) {
      let fn = ts.isFunctionDeclaration(node) ? node : node.initializer;
      // forwardRef(function X(...)) and memo(...) wrap the function.
      while (fn && ts.isCallExpression(fn)) fn = fn.arguments[0];
      const parameter = fn && 'parameters' in fn ? fn.parameters[0] : undefined;
      if (parameter && ts.isObjectBindingPattern(parameter.name)) {
        for (const element of parameter.name.elements) {
          if (!element.initializer || element.dotDotDotToken) continue;
          const key = (element.propertyName ?? element.name).getText();
          defaults.set(key, oneLine(constantText(element.initializer, checker)));
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return defaults;
}

/**
 * The values of `const <name> = { … }`: key -> value text, following spreads of other such constants (the date
 * picker's messages spread the date input's).
 */
function objectDefaults(sourceFile, constName, checker) {
  const defaults = new Map();
  const declaration = sourceFile.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((node) => ts.isIdentifier(node.name) && node.name.text === constName);
  const read = (initializer) => {
    let object = initializer;
    while (object && (ts.isAsExpression(object) || ts.isSatisfiesExpression(object)))
      object = object.expression;
    if (!object || !ts.isObjectLiteralExpression(object)) return;
    for (const property of object.properties) {
      if (ts.isPropertyAssignment(property)) {
        defaults.set(
          property.name.getText().replace(/^['"]|['"]$/g, ''),
          oneLine(property.initializer.getText()),
        );
      } else if (ts.isSpreadAssignment(property)) {
        let symbol = checker.getSymbolAtLocation(property.expression);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        read(symbol?.valueDeclaration?.initializer);
      }
    }
  };
  if (!declaration) throw new Error(`${sourceFile.fileName} declares no ${constName}`);
  read(declaration.initializer);
  return defaults;
}

const tagText = (tag) => oneLine(ts.displayPartsToString(tag.text ?? []));

/**
 * The rows of one component's props table, and the problems found (a prop without a doc comment).
 * @param {ts.Program} program
 */
function rowsOf(
  program,
  { name, file, props = `${name}Props`, component = name, componentFile = file, defaults: defaultsConst },
) {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(path.join(repoRoot, file));
  if (!sourceFile) throw new Error(`${file} is not in the program`);
  const declaration = sourceFile.statements.find(
    (node) =>
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name.text === props,
  );
  if (!declaration) throw new Error(`${file} declares no ${props}`);
  const defaults = defaultsConst
    ? objectDefaults(sourceFile, defaultsConst, checker)
    : component
      ? destructuringDefaults(program.getSourceFile(path.join(repoRoot, componentFile)), component, checker)
      : new Map();
  const problems = [];
  const rows = [];
  let external = false;
  for (const symbol of checker.getPropertiesOfType(checker.getTypeAtLocation(declaration.name))) {
    const declarations = symbol.declarations ?? [];
    if (declarations.length > 0 && declarations.every(isExternal)) {
      external = true;
      continue;
    }
    const main = mainDeclaration(symbol);
    // The declaration's own symbol, where it has one (not the checker's symbol for a union's prop).
    const docSymbol = main?.symbol ?? symbol;
    const description = typeset(oneLine(ts.displayPartsToString(docSymbol.getDocumentationComment(checker))));
    const defaultTag = docSymbol.getJsDocTags(checker).find((tag) => tag.name === 'default');
    if (!description) problems.push(`${name}: the prop ${symbol.name} (${props}) has no doc comment`);
    rows.push({
      declaration: main,
      name: symbol.name,
      type: typeText(main, symbol, checker),
      // Messages are given as a Partial: each one may be left out.
      required: !defaultsConst && !(symbol.flags & ts.SymbolFlags.Optional),
      default: defaultTag ? tagText(defaultTag) : (defaults.get(symbol.name) ?? null),
      description,
    });
  }
  // The checker lists inherited props in the order of its mapped types (`Omit<…>`), not as declared: put the props
  // type's own first, then each interface it takes props from, in the order they are declared there.
  const own = (row) =>
    row.declaration?.getSourceFile() === sourceFile &&
    row.declaration.pos >= declaration.pos &&
    row.declaration.end <= declaration.end
      ? 0
      : 1;
  const parents = [...new Set(rows.map((row) => row.declaration?.parent))];
  rows.sort(
    (a, b) =>
      own(a) - own(b) ||
      parents.indexOf(a.declaration?.parent) - parents.indexOf(b.declaration?.parent) ||
      (a.declaration?.pos ?? 0) - (b.declaration?.pos ?? 0),
  );
  for (const row of rows) delete row.declaration;
  if (external) {
    const rest = ts.getJSDocTags(declaration).find((tag) => tag.tagName.text === 'rest');
    const match = rest && /^\{(.+?)\}\s*(.+)$/s.exec(ts.getTextOfJSDocComment(rest.comment) ?? '');
    if (match) {
      rows.push({
        name: '...rest',
        type: oneLine(match[1]),
        required: false,
        default: null,
        description: typeset(oneLine(match[2])),
      });
    } else {
      problems.push(`${name}: ${props} takes DOM props; say which with \`@rest {Type} description\``);
    }
  }
  return { rows, problems };
}

/**
 * The rows of a function's parameters (a hook's arguments that are not an options object): described by the
 * function's `@param` tags, with their defaults from the parameter list.
 * @param {ts.Program} program
 */
function parameterRows(program, { name, file, parameters }) {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(path.join(repoRoot, file));
  if (!sourceFile) throw new Error(`${file} is not in the program`);
  const fn = sourceFile.statements.find(
    (node) => ts.isFunctionDeclaration(node) && node.name?.text === parameters,
  );
  if (!fn) throw new Error(`${file} declares no function ${parameters}`);
  const problems = [];
  const rows = fn.parameters.map((parameter) => {
    const parameterName = parameter.name.getText();
    const tag = ts.getJSDocParameterTags(parameter)[0];
    const description = typeset(oneLine(ts.getTextOfJSDocComment(tag?.comment) ?? ''));
    if (!description) {
      problems.push(`${name}: the parameter ${parameterName} of ${parameters} has no @param doc comment`);
    }
    return {
      name: parameterName,
      type: parameter.type
        ? printType(parameter.type, checker)
        : checker.typeToString(checker.getTypeAtLocation(parameter)),
      required: !parameter.questionToken && !parameter.initializer,
      default: parameter.initializer ? oneLine(constantText(parameter.initializer, checker)) : null,
      description,
    };
  });
  return { rows, problems };
}

function createProgram() {
  const configFile = path.join(repoRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot);
  const rootNames = documented.map((entry) => path.join(repoRoot, entry.file));
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
}

/**
 * Every generated file (absolute path -> contents, formatted as prettier would) and the problems found.
 * @returns {Promise<{ files: Map<string, string>, problems: string[] }>}
 */
export async function build() {
  const program = createProgram();
  const files = new Map();
  const problems = [];
  for (const entry of documented) {
    const result = entry.parameters ? parameterRows(program, entry) : rowsOf(program, entry);
    problems.push(...result.problems);
    const file = path.join(outDir, `${entry.name}.json`);
    const options = (await prettier.resolveConfig(file)) ?? {};
    files.set(file, await prettier.format(JSON.stringify(result.rows), { ...options, filepath: file }));
  }
  return { files, problems };
}

/** The generated files whose committed copy differs from what the types say, as paths from the repo root. */
export async function staleFiles(files) {
  const stale = [];
  for (const [file, contents] of files) {
    const committed = await readFile(file, 'utf8').catch(() => null);
    if (committed !== contents) stale.push(path.relative(repoRoot, file));
  }
  return stale;
}
