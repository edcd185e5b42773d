import ts from 'typescript';

/**
 * The rule of the catalogue test: where browser code puts words in front of a user, they must
 * come from the catalogue (src/i18n), never be written in place. A "literal" is a string or
 * template literal whose written text contains a letter (so '×', '/', '{count}+' and '' are not
 * words); it is followed through `a ? 'x' : 'y'`, `a || 'x'`, `a ?? 'x'`, `'x' + a` and
 * parentheses. It is user-facing when it is:
 *
 * 1. JSX text: `<button>Close</button>`;
 * 2. the value of a JSX attribute a user reads or hears: USER_FACING_ATTRIBUTES
 *    (`aria-label="Close"`, `title={'Cart'}`), or of a prop named like one (USER_FACING_PROP);
 * 3. a property of that name in an object literal, or a default of that name in a destructured
 *    parameter: `{ title: 'Unable to Add Item' }`, `({ okLabel = 'OK' })`;
 * 4. an argument of a call that shows or speaks it: USER_FACING_CALLS (`announce('Added')`,
 *    `alert(…)`, `setCustomValidity(…)`), `setAttribute(<a user-facing attribute>, '…')`;
 * 5. assigned to a property the page shows: USER_FACING_DOM_PROPERTIES (`el.textContent = '…'`);
 * 6. the message of an ApiError, which widgets show as it is: `new ApiError(kind, '…')`.
 *
 * Not user-facing: an object literal or a destructuring that also has a `code` (a validation
 * issue or an error record, read by code and logged for developers), console output and thrown Errors (developer-facing, spec §8's console
 * messages are catalogue entries all the same), ids, class names, attribute names, URLs, CSS.
 */
export const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
]);

/** Prop and property names that carry words: title, message, label, okLabel, closeLabel, placeholder … */
export const USER_FACING_PROP =
  /^(?:title|message|label|text|placeholder|fallback|heading|description|[a-z]\w*(?:Label|Text|Title|Message))$/;

export const USER_FACING_CALLS = new Set([
  'announce',
  'alert',
  'confirm',
  'prompt',
  'showAlert',
  'setCustomValidity',
]);

export const USER_FACING_DOM_PROPERTIES = new Set([
  'textContent',
  'innerText',
  'innerHTML',
  'placeholder',
  'title',
  'ariaLabel',
  'ariaDescription',
  'ariaValueText',
  'alt',
]);

export interface Offender {
  line: number;
  text: string;
}

const _LETTER = /\p{L}/u;
const _TOKEN = /^[^\s]*[-_.:/@#={}][^\s]*$/;

function _isWords(written: string): boolean {
  const text = written.trim();
  return _LETTER.test(text) && !_TOKEN.test(text) && !/^[@<]/.test(text);
}

/** `{ code: 'custom', message: '…' }`, `({ code, message = '…' })`: an issue record, not a message shown. */
function _isIssueRecord(container: ts.Node): boolean {
  const names = ts.isObjectLiteralExpression(container)
    ? container.properties.map((p) => _name(p.name))
    : ts.isObjectBindingPattern(container)
      ? container.elements.map((e) => _name(e.propertyName) ?? _name(e.name))
      : [];
  return names.includes('code');
}

/** The words of a literal expression, when it is (or branches into) one with a letter. */
function _literals(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return _isWords(node.text) ? [node] : [];
  }
  if (ts.isTemplateExpression(node)) {
    const written = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('');
    return _isWords(written) ? [node] : [];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return _literals(node.expression);
  }
  if (ts.isJsxExpression(node)) return node.expression ? _literals(node.expression) : [];
  if (ts.isConditionalExpression(node)) return [..._literals(node.whenTrue), ..._literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return _literals(node.right);
    if (op === ts.SyntaxKind.PlusToken) return [..._literals(node.left), ..._literals(node.right)];
  }
  return [];
}

function _name(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isJsxNamespacedName(node)) return `${node.namespace.text}:${node.name.text}`;
  return undefined;
}

/** Every user-facing literal of one source file, by the rule above. */
export function userFacingLiterals(fileName: string, source: string): Offender[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && _isWords(node.text)) found.push(node);
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = _name(node.name) ?? '';
      if (USER_FACING_ATTRIBUTES.has(name) || USER_FACING_PROP.test(name))
        found.push(..._literals(node.initializer));
    } else if (
      ts.isPropertyAssignment(node) &&
      USER_FACING_PROP.test(_name(node.name) ?? '') &&
      !_isIssueRecord(node.parent)
    ) {
      found.push(..._literals(node.initializer));
    } else if (ts.isBindingElement(node) && node.initializer) {
      const name = _name(node.propertyName) ?? _name(node.name) ?? '';
      if (USER_FACING_PROP.test(name) && !_isIssueRecord(node.parent))
        found.push(..._literals(node.initializer));
    } else if (ts.isCallExpression(node)) {
      const callee = _name(node.expression) ?? '';
      if (USER_FACING_CALLS.has(callee)) for (const arg of node.arguments) found.push(..._literals(arg));
      const [attribute, value] = node.arguments;
      if (
        callee === 'setAttribute' &&
        attribute &&
        value &&
        ts.isStringLiteral(attribute) &&
        USER_FACING_ATTRIBUTES.has(attribute.text)
      ) {
        found.push(..._literals(value));
      }
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      USER_FACING_DOM_PROPERTIES.has(node.left.name.text)
    ) {
      found.push(..._literals(node.right));
    } else if (ts.isNewExpression(node) && _name(node.expression) === 'ApiError' && node.arguments?.[1]) {
      found.push(..._literals(node.arguments[1]));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.map((node) => ({
    line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
    text: node.getText(file).trim(),
  }));
}
