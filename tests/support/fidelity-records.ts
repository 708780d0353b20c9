/**
 * Reads the emulators' fidelity records (emulators/<service>/FIDELITY.md) and checks that every
 * row names a test that exists, for the build check in tests/rules/fidelity-records.test.ts.
 *
 * A record is `## <section>` headings, each over one table whose last column names tests:
 * `` `tests/…/x.test.ts` › title ``, several joined by `<br>`. A title may be preceded by the
 * titles of the `describe` blocks around it (`path › describe › title`) to tell apart tests of the
 * same name; it names a test when it matches that many trailing titles of the test's chain.
 *
 * Test titles are read from the test file's syntax tree (TypeScript's parser): the first argument
 * of `it`, `test` and `describe`, also through modifiers (`it.skip`, `describe.sequential`),
 * table forms (`it.each(cases)('…')`) and a wrapper's (`embeddedOnly('why').it('…')`). A title
 * matches when it is the source's title verbatim, or when the source's title has parts filled in
 * at run time and the row's text is one filling of them: `${…}` of a template literal and, in
 * table forms, vitest's `%s`-style and `$name` placeholders each stand for any text. A title that
 * is a `for … of` variable over literal strings (or over a `const` array of them) is each of
 * those strings; any other title that is not a literal cannot be named.
 *
 * A dash (`—`) in the test column is a row with no test: allowed in the left-out section, and
 * elsewhere only for the rows a caller lists as known gaps.
 *
 * A row whose behaviour uses a claim word ("every", "all", "as hosted") claims more than one
 * case, so one plain test cannot show it: it names a table test (`it.each`, `describe.each`, a
 * `for … of` over its cases) or a test per case (two or more), unless a caller lists it as an
 * untested claim, which a caller's list may only shrink.
 */
import ts from 'typescript';

const LEFT_OUT_SECTION = 'Left out on purpose';
const ARROW = '›';
const DASH = '—';

export interface RecordRow {
  section: string;
  item: string;
  behaviour: string;
  tests: string;
  line: number;
}

export interface TestReference {
  file: string;
  names: string[];
}

/** Every table row under a `##` heading (header and delimiter rows left out). */
export function readRecordRows(markdown: string): RecordRow[] {
  const rows: RecordRow[] = [];
  let section = '';
  let tableLine = 0;
  let columns = 0;
  markdown.split('\n').forEach((text, index) => {
    const heading = /^##\s+(.+?)\s*$/.exec(text);
    if (heading) {
      section = heading[1] as string;
      tableLine = 0;
      return;
    }
    if (!text.trimStart().startsWith('|')) {
      tableLine = 0;
      return;
    }
    tableLine += 1;
    const cells = splitCells(text);
    if (tableLine === 1) columns = cells.length;
    if (tableLine <= 2 || !section) return;
    rows.push({
      section,
      item: cells[0] ?? '',
      behaviour: cells[1] ?? '',
      // A row short of the header's last column names no test.
      tests: cells.length >= columns ? (cells[columns - 1] ?? '') : '',
      line: index + 1,
    });
  });
  return rows;
}

function splitCells(row: string): string[] {
  const inner = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** Markdown's backslash escapes undone (prettier escapes `*` and `_` in prose). */
function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** The references in a test cell; `undefined` for a dash, a cell that names no test. */
export function readReferences(cell: string): TestReference[] | undefined {
  if (cell.trim() === DASH) return undefined;
  return cell
    .split(/<br\s*\/?>/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [file = '', ...names] = unescapeMarkdown(part)
        .split(ARROW)
        .map((piece) => piece.trim());
      return { file: file.replace(/^`(.*)`$/, '$1'), names };
    });
}

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);
const TABLE_FORMS = new Set(['each', 'for']);
/** Modifiers called first with something else than the title: `it.each(cases)`, `it.skipIf(x)`. */
const FACTORIES = new Set([...TABLE_FORMS, 'skipIf', 'runIf']);

/** One title as the source writes it: the texts it can take (a loop gives several). */
export interface Title {
  texts: string[];
  /** Whether parts of the texts are filled in at run time. */
  filled: boolean;
  /** Whether it is one title of a table of cases (`each`, or a loop over literal strings). */
  table: boolean;
}

/** A title chain: the `describe` titles around a test, outermost first, then its own. */
export type TestChain = Title[];

/** The string items of an array literal, or of the `const` array literal a name refers to. */
function stringItems(node: ts.Expression, file: ts.SourceFile): string[] | undefined {
  if (ts.isIdentifier(node)) {
    let found: ts.Expression | undefined;
    const find = (child: ts.Node): void => {
      if (found) return;
      if (
        ts.isVariableDeclaration(child) &&
        ts.isIdentifier(child.name) &&
        child.name.text === node.text &&
        child.initializer
      ) {
        found = child.initializer;
      } else ts.forEachChild(child, find);
    };
    find(file);
    return found && ts.isArrayLiteralExpression(found) ? stringItems(found, file) : undefined;
  }
  if (!ts.isArrayLiteralExpression(node)) return undefined;
  const items = node.elements.map((item) => (ts.isStringLiteralLike(item) ? item.text : undefined));
  return items.every((item) => item !== undefined) ? (items as string[]) : undefined;
}

/** The texts of a `for (const x of [...])` variable used as a title; none when unknown. */
function loopTexts(name: ts.Identifier, file: ts.SourceFile): string[] {
  for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
    if (!ts.isForOfStatement(node) || !ts.isVariableDeclarationList(node.initializer)) continue;
    const [declared] = node.initializer.declarations;
    if (declared && ts.isIdentifier(declared.name) && declared.name.text === name.text) {
      return stringItems(node.expression, file) ?? [];
    }
  }
  return [];
}

function titleOf(node: ts.Expression, table: boolean, file: ts.SourceFile): Title {
  if (ts.isStringLiteralLike(node)) return { texts: [node.text], filled: table, table };
  if (ts.isTemplateExpression(node)) {
    const text = node.templateSpans.reduce(
      (sum, span) => `${sum}\${${span.expression.getText()}}${span.literal.text}`,
      node.head.text,
    );
    return { texts: [text], filled: true, table };
  }
  // A loop variable over literal strings takes each of them; any other title cannot be named.
  const looped = ts.isIdentifier(node) ? loopTexts(node, file) : [];
  return { texts: looped, filled: table, table: table || looped.length > 0 };
}

/**
 * `it`, `describe.skip`, `it.each(cases)`, `embeddedOnly('…').it`: the test function's name and
 * whether it is a table form.
 */
function testFunction(callee: ts.Expression): { name: string; table: boolean } | undefined {
  if (ts.isPropertyAccessExpression(callee) && FACTORIES.has(callee.name.text)) return undefined;
  let table = false;
  let node = callee;
  for (;;) {
    if (ts.isIdentifier(node)) {
      return TEST_FUNCTIONS.has(node.text) ? { name: node.text, table } : undefined;
    }
    if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isPropertyAccessExpression(node)) {
      // A wrapper's test functions (`embeddedOnly('…').it(…)`); not a regex's `.test(…)`.
      if (TEST_FUNCTIONS.has(node.name.text) && ts.isCallExpression(node.expression)) {
        return { name: node.name.text, table };
      }
      if (TABLE_FORMS.has(node.name.text)) table = true;
      node = node.expression;
    } else return undefined;
  }
}

/** The title chains of the tests in a test file's source. */
export function readTestChains(source: string, fileName = 'test.ts'): TestChain[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const chains: TestChain[] = [];
  const visit = (node: ts.Node, outer: TestChain) => {
    let inner = outer;
    const fn = ts.isCallExpression(node) ? testFunction(node.expression) : undefined;
    if (fn && ts.isCallExpression(node) && node.arguments[0]) {
      inner = [...outer, titleOf(node.arguments[0], fn.table, file)];
      if (fn.name !== 'describe') chains.push(inner);
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(file, []);
  return chains;
}

const PLACEHOLDER = /\$\{[^}]*\}|%[sdifjoO#$]|\$[A-Za-z_][\w.]*/g;

function textMatches(text: string, filled: boolean, name: string): boolean {
  if (text === name) return true;
  if (!filled) return false;
  const pattern = text
    .split(PLACEHOLDER)
    .map((piece) => piece.replace(/%%/g, '%').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`).test(name);
}

/** The file's title chains that the names (`describe`s then the test's title) end. */
function chainsNamed(chains: TestChain[], names: string[]): TestChain[] {
  return chains.filter(
    (chain) =>
      names.length <= chain.length &&
      names.every((name, index) => {
        const title = chain[chain.length - names.length + index] as Title;
        return title.texts.some((text) => textMatches(text, title.filled, name));
      }),
  );
}

export function namesTest(chains: TestChain[], names: string[]): boolean {
  return chainsNamed(chains, names).length > 0;
}

/** Whether the names end a chain that is a table of cases (the test's or a describe's title). */
export function namesTableTest(chains: TestChain[], names: string[]): boolean {
  return chainsNamed(chains, names).some((chain) => chain.some((title) => title.table));
}

/** The claim words a behaviour uses, each once. */
export function claimWords(behaviour: string): string[] {
  const found = behaviour.match(/\b(every|all|as hosted)\b/gi) ?? [];
  return [...new Set(found.map((word) => word.toLowerCase()))];
}

export interface CheckOptions {
  /** The source of a test file by its repository path; `undefined` when there is none. */
  readTestFile: (file: string) => string | undefined;
  /** Items (`section › item`) whose rows are allowed a dash outside the left-out section. */
  knownGaps: ReadonlySet<string>;
  /** Items (`section › item`) allowed a claim word without a table test or a test per case. */
  untestedClaims?: ReadonlySet<string>;
}

/** What is wrong with a record's rows, one line per problem, naming the row. */
export function checkRecord(recordName: string, markdown: string, options: CheckOptions): string[] {
  const problems: string[] = [];
  const chainsByFile = new Map<string, TestChain[] | undefined>();
  const chainsOf = (file: string) => {
    if (!chainsByFile.has(file)) {
      const source = options.readTestFile(file);
      chainsByFile.set(file, source === undefined ? undefined : readTestChains(source, file));
    }
    return chainsByFile.get(file);
  };
  for (const row of readRecordRows(markdown)) {
    const where = `${recordName}:${row.line} (${row.section} › ${row.item})`;
    const references = readReferences(row.tests);
    if (references === undefined) {
      const gap = `${row.section} ${ARROW} ${row.item}`;
      if (row.section !== LEFT_OUT_SECTION && !options.knownGaps.has(gap)) {
        problems.push(`${where}: a dash, but the item is not a known gap`);
      }
      continue;
    }
    if (references.length === 0) problems.push(`${where}: names no test`);
    let tables = 0;
    for (const { file, names } of references) {
      const chains = chainsOf(file);
      if (chains === undefined) problems.push(`${where}: no test file ${file}`);
      else if (names.length === 0) problems.push(`${where}: no test named in ${file}`);
      else if (!namesTest(chains, names)) {
        problems.push(`${where}: no test "${names.join(` ${ARROW} `)}" in ${file}`);
      } else if (namesTableTest(chains, names)) tables += 1;
    }
    problems.push(...claimProblems(row, where, tables > 0 || references.length > 1, options));
  }
  return problems;
}

function claimProblems(
  row: RecordRow,
  where: string,
  shown: boolean,
  options: CheckOptions,
): string[] {
  const words = claimWords(row.behaviour);
  const listed = options.untestedClaims?.has(`${row.section} ${ARROW} ${row.item}`) ?? false;
  if (words.length > 0 && !shown && !listed) {
    const quoted = words.map((word) => `"${word}"`).join(', ');
    return [`${where}: claims ${quoted} but names neither a table test nor a test per case`];
  }
  if (listed && (words.length === 0 || shown)) {
    return [`${where}: listed as an untested claim, but it no longer is one`];
  }
  return [];
}
