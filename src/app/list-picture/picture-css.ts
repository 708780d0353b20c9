/**
 * The CSS a picture of the list needs, taken with it: the page's rules less those that cannot
 * apply to it (a selector that requires a class no element of the picture has). The picture
 * then carries its own styles and is styled the moment it is put on screen, with no stylesheet
 * to load first (and the page's first paint waits for none of the chat screen's).
 *
 * A rule is dropped only when it surely cannot match: classes inside a functional pseudo-class
 * (`:not(.a)`, `:is(.a, .b)`) or an attribute selector are not required, and a selector with an
 * escape keeps its rule. What stays is more than the picture uses, never less.
 */

/** The top-level selectors of a list (`a, b:is(c, d)` gives `a` and `b:is(c, d)`). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The selector without what sits in parentheses or brackets (the classes it may not require). */
function outerSelector(selector: string): string {
  let out = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) out += char;
  }
  return out;
}

const CLASS = /\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g;

/** Whether any of the list's selectors may match, given the classes present. */
export function mayMatch(selectorList: string, classes: ReadonlySet<string>): boolean {
  return selectorsOf(selectorList).some((selector) => {
    if (selector.includes('\\')) return true;
    for (const [, name] of outerSelector(selector).matchAll(CLASS)) {
      if (!classes.has(name as string)) return false;
    }
    return true;
  });
}

/** The text of the rules that may apply; grouping rules keep their condition around what stays. */
function rulesText(rules: CSSRuleList, classes: ReadonlySet<string>): string {
  let text = '';
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      if (mayMatch(rule.selectorText, classes)) text += rule.cssText;
    } else if (rule instanceof CSSGroupingRule) {
      const inner = rulesText(rule.cssRules, classes);
      if (inner) text += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else {
      // Fonts, keyframes, properties, layer order: few, and they depend on no element.
      text += rule.cssText;
    }
  }
  return text;
}

/** The CSS of `sheets` that may style an element with some of `classes`. */
export function pictureCss(sheets: Iterable<CSSStyleSheet>, classes: ReadonlySet<string>): string {
  let css = '';
  for (const sheet of sheets) {
    try {
      css += rulesText(sheet.cssRules, classes);
    } catch {
      // A sheet whose rules cannot be read (another origin) styles nothing in the picture.
    }
  }
  return css;
}

/** The classes in `picture`, and those of the elements it will lie in (the page's html and body). */
export function classesOf(picture: ParentNode, around: Element[]): Set<string> {
  const classes = new Set<string>();
  for (const el of [...around, ...picture.querySelectorAll('[class]')]) {
    el.classList.forEach((name) => classes.add(name));
  }
  return classes;
}
