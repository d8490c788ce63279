/**
 * Finds module-level mutable state in a source file (issue 32: nothing plan-shaped is
 * module-level; state lives on an object a caller is given or creates, such as a plan workspace,
 * so two plans open at once cannot share it). Parsed with the TypeScript compiler, so a comment
 * or a string that looks like a declaration is not counted. Flagged, at the top level only:
 *  - a `let` or `var` (a binding the module can reassign);
 *  - a `const` initialised with `new Map`, `Set`, `WeakMap`, `WeakSet` or `Array` (a container
 *    the module can fill), unless its declared type is `ReadonlyMap`, `ReadonlySet` or
 *    `ReadonlyArray`: then the type checker already refuses every write through it (an empty
 *    default such as `const NONE: ReadonlySet<string> = new Set()`).
 * Frozen and plain literal constants are fine. State inside a function, a class or a closure is
 * not module-level and is not looked at.
 */
import ts from 'typescript'

const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array'])
const READ_ONLY_TYPES = new Set(['ReadonlyMap', 'ReadonlySet', 'ReadonlyArray'])

export interface ModuleState {
  /** `path:line` of the declaration (line from 1). */
  at: string
  name: string
  kind: 'let' | 'var' | 'container'
}

function readOnlyType(type: ts.TypeNode | undefined): boolean {
  if (!type) return false
  if (ts.isTypeOperatorNode(type)) return type.operator === ts.SyntaxKind.ReadonlyKeyword
  return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && READ_ONLY_TYPES.has(type.typeName.text)
}

function newContainer(init: ts.Expression | undefined): boolean {
  let expression = init
  // `new Map() as Map<…>` and `(new Map())` are the same container.
  while (expression && (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression) || ts.isSatisfiesExpression(expression)))
    expression = expression.expression
  return Boolean(
    expression &&
      ts.isNewExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      CONTAINERS.has(expression.expression.text),
  )
}

/** The module-level mutable state declared in one file's text. */
export function moduleStateIn(path: string, text: string): ModuleState[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const found: ModuleState[] = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const list = statement.declarationList
    const flags = list.flags
    const kind = flags & ts.NodeFlags.Let ? 'let' : flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.BlockScoped ? 'other' : 'var'
    // `using` and `await using` are block-scoped bindings that cannot be reassigned either.
    if (kind === 'other') continue
    for (const declaration of list.declarations) {
      if (kind === 'const' && (readOnlyType(declaration.type) || !newContainer(declaration.initializer))) continue
      const line = source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1
      found.push({ at: `${path}:${line}`, name: declaration.name.getText(source), kind: kind === 'const' ? 'container' : kind })
    }
  }
  return found
}
