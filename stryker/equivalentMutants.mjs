// Stryker ignorer plugin: the patterns of this codebase whose mutants are
// equivalent by construction, recognised by their shape instead of marked
// by comments at every site. Each rule names the pattern and why its
// mutants cannot change an answer. Loaded by stryker.config.mjs.
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** `typeof x === 'number'`: the comparison holding the string. */
function typeProbe(node) {
  return (
    node?.type === 'BinaryExpression' &&
    node.operator === '===' &&
    node.left.type === 'UnaryExpression' &&
    node.left.operator === 'typeof' &&
    node.right.type === 'StringLiteral'
  );
}

/** The conjuncts of an &&-chain. */
function conjuncts(node) {
  return node.type === 'LogicalExpression' && node.operator === '&&'
    ? [...conjuncts(node.left), ...conjuncts(node.right)]
    : [node];
}

/**
 * A fast-path guard: the test of an `if` without `else` made of at least two
 * `typeof … === '…'` probes and nothing but probes and length checks. The
 * code after it handles every input again, exactly, so a probe whose string
 * is mutated (it then fails for every value) only sends input there.
 */
function fastPathGuard(test) {
  const parts = conjuncts(test);
  const probes = parts.filter(typeProbe).length;
  const lengthCheck = (n) =>
    n.type === 'BinaryExpression' &&
    (n.operator === '===' || n.operator === '!==') &&
    n.left.type === 'MemberExpression' &&
    n.left.property.type === 'Identifier' &&
    n.left.property.name === 'length';
  return probes >= 2 && parts.every((p) => typeProbe(p) || lengthCheck(p));
}

/** `a + b + c …`: a chain of additions of identifiers. */
function identifierSum(node) {
  if (node.type === 'Identifier') return true;
  return node.type === 'BinaryExpression' && node.operator === '+' && identifierSum(node.left) && identifierSum(node.right);
}

/** Where a node starts in the file: the same for a node and the copies Stryker makes while placing mutants. */
const at = (node) => `${node.loc?.start.line}:${node.loc?.start.column}`;

class EquivalentMutants {
  /** The probe strings of fast-path guards seen so far (by position). */
  probes = new Set();

  shouldIgnore(path) {
    const node = path.node;
    if (node.type === 'Program') this.probes.clear(); // a new file
    // Type probes of fast paths (see fastPathGuard). The guard is judged when
    // its `if` is entered, before Stryker rewrites the test to place mutants.
    if (node.type === 'IfStatement' && node.alternate == null && fastPathGuard(node.test)) {
      for (const part of conjuncts(node.test)) if (typeProbe(part)) this.probes.add(at(part.right));
    }
    if (node.type === 'StringLiteral' && this.probes.has(at(node))) {
      return 'Equivalent: a type probe of a fast path; failing it only sends the input to the general exact path';
    }
    // Finiteness sums: `const sum = a + b + …; … sum - sum === 0 …`. With a
    // sign flipped the sum is still NaN or infinite exactly when an operand is
    // (or it overflows, which only sends valid input to the checked path).
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init && identifierSum(node.init)) {
      const binding = path.scope.getBinding(node.id.name);
      const onlyFinitenessTests =
        binding &&
        binding.referencePaths.length === 2 &&
        binding.referencePaths.every((r) => {
          const p = r.parent;
          return (
            p.type === 'BinaryExpression' && p.operator === '-' && p.left.name === node.id.name && p.right.name === node.id.name
          );
        });
      if (onlyFinitenessTests) return 'Equivalent: a finiteness sum; its signs do not change whether it is finite';
    }
    // `new Array(n)` for an array filled right after: made without a length
    // it grows to the same contents.
    if (
      node.type === 'NewExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'Array' &&
      node.arguments.length === 1
    ) {
      return 'Equivalent: an array made with a length and then filled grows to the same contents without one';
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'EquivalentMutants', EquivalentMutants)];
