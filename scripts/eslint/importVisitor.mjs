// One visitor for every way an ES module names another: import, export … from, and import().

/** ESLint handlers calling `check(node, specifier)` for each import with a literal specifier. */
export function onImports(check) {
  const visit = (node) => {
    const source = node.source
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(source, source.value)
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  }
}
